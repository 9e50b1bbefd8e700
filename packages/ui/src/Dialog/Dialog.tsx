import type { ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../internal/cx';
import { ModalFrame } from '../internal/ModalParts';
import type { ModalBaseProps } from '../internal/ModalParts';
import * as s from './Dialog.css';
import { useCommonStrings } from '../i18n';

export type DialogProps = ModalBaseProps & {
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** A modal dialog. Dialogs stack; Escape closes only the top one. */
export function Dialog({ role = 'dialog', size = 'md', className, ...props }: DialogProps) {
  return (
    <ModalFrame
      {...props}
      role={role}
      classNames={{
        overlay: s.overlay,
        modal: cx(s.modal, s.size[size], className),
        dialog: s.dialog,
        body: s.body,
      }}
    />
  );
}

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  /** 'Xác nhận' by default. */
  title?: ReactNode;
  message: ReactNode;
  /** 'Đồng ý' by default. */
  confirmLabel?: string;
  /** 'Hủy bỏ' by default. */
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  isPending?: boolean;
};

/** A confirmation (alertdialog) with the spec's labels 'Xác nhận', 'Đồng ý', 'Hủy bỏ'. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  onConfirm,
  title: titleProp,
  message,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'primary',
  isPending,
}: ConfirmDialogProps) {
  const common = useCommonStrings();
  const title = titleProp ?? common.confirmTitle;
  const confirmLabel = confirmLabelProp ?? common.confirm;
  const cancelLabel = cancelLabelProp ?? common.cancel;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            isPending={isPending}
            onPress={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Dialog>
  );
}
