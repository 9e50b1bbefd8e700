import { businessToday } from '@sen/domain';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Dialog, TextArea } from '@sen/ui';
import { errorMessageOf } from '@sen/records';
import { useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { notify } from '../notify/notify';

export type NoteDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  customer: { ma_kh: string; ten_kh: string; ma_dvcs: string | null };
  onSaved: () => void;
};

/**
 * A note on the customer (partner-notes), written today in the customer's branch and shown in their timeline:
 * what the next person at the desk should know.
 */
export function NoteDialog({ isOpen, onOpenChange, customer, onSaved }: NoteDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api.post('/crm/partner-notes', {
        ngay_ct: businessToday(),
        ...(customer.ma_dvcs ? { ma_dvcs: customer.ma_dvcs } : {}),
        ma_kh: customer.ma_kh,
        ten_kh: customer.ten_kh,
        noi_dung: text.trim(),
      }),
    onSuccess: () => {
      notify('success', t('customer360.note.saved'));
      onSaved();
      onOpenChange(false);
    },
  });
  const submit = () => {
    setTried(true);
    if (text.trim() !== '') save.mutate();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`${t('customer360.note.title')} · ${customer.ten_kh}`}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('customer360.note.cancel')}
          </Button>
          <Button isPending={save.isPending} onPress={submit}>
            {t('customer360.note.save')}
          </Button>
        </>
      }
    >
      <form
        aria-label={t('customer360.note.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        {save.isError && <Alert tone="danger">{errorMessageOf(save.error)}</Alert>}
        <TextArea
          label={t('customer360.note.content')}
          value={text}
          onChange={setText}
          maxLength={2000}
          rows={4}
          isRequired
          autoFocus
          errorMessage={tried && text.trim() === '' ? t('customer360.note.required') : undefined}
        />
      </form>
    </Dialog>
  );
}
