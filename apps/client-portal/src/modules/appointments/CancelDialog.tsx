import { ConfirmDialog, toast } from '@sen/ui';
import { ApiRequestError } from '@sen/api';
import { useTranslation } from '../../i18n/react';
import { useCancelAppointment } from '../portal/mutations';

/**
 * The cancel confirmation and the cancel itself, loaded when first asked for (the dialog's and the write's code stay
 * out of the portal's first load).
 */
const CancelDialog = ({ id, message, onClose }: { id: string; message: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const cancel = useCancelAppointment();
  const onConfirm = () =>
    cancel.mutate(id, {
      onSuccess: () => {
        onClose();
        toast.success(t('appointments.cancelled'));
      },
      onError: (error) => {
        onClose();
        toast.failure(error instanceof ApiRequestError ? error.message : t('errors.unknown'));
      },
    });
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      onConfirm={onConfirm}
      isPending={cancel.isPending}
      tone="danger"
      title={t('appointments.cancelTitle')}
      message={message}
      confirmLabel={t('appointments.cancel')}
      cancelLabel={t('appointments.cancelKeep')}
    />
  );
};
export default CancelDialog;
