import { useState } from 'react';
import { ConfirmDialog, TextArea } from '@sen/ui';
import type { Resource, Transition } from '@sen/domain/resources';
import { useRecordTransition } from '@sen/records';
import { useTranslation } from '../../../i18n/react';
import { notify } from '../../notify/notify';
import { useLabelLocale } from '../fields';

/** A transition the user chose on a row: asked to confirm (and for its reason) before it runs. */
export type PendingTransition = {
  transition: Transition;
  /** The row's `_id`. */
  id: string;
  /** The row as people name it ('HD000012'). */
  label: string;
  /** The API path it is served under (the resource's, or a view's). */
  path: string;
};

export type TransitionConfirmProps = {
  resource: Resource;
  pending: PendingTransition | null;
  onClose: () => void;
};

/**
 * Confirms a transition of the status machine and runs it (`useRecordTransition` of @sen/records: `POST
 * <path>/{id}/<name>`); one that asks a reason
 * (locking a card) asks it here, required. The server's answer is shown either way — its message when it refuses
 * ('Không thể chuyển trạng thái từ "Hoàn thành" sang "Đã xác nhận"', someone changed the row meanwhile) — and the
 * resource's lists and records are read again, so the row shows its status as stored.
 */
export function TransitionConfirm({ resource, pending, onClose }: TransitionConfirmProps) {
  const { run: runTransition, isPending: busy } = useRecordTransition(resource);
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reasonField = pending?.transition.reason;
  const reasonLabel = reasonField ? (resource.fields[reasonField]?.label[locale] ?? reasonField) : '';

  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };

  const run = async () => {
    if (!pending) return;
    if (reasonField && reason.trim() === '') {
      setMissing(true);
      return;
    }
    const { transition, id, path } = pending;
    try {
      await runTransition({ id, transition, reason, path });
      notify('success', t('catalogue.list.transitionDone', { action: transition.label[locale] }));
    } catch {
      // Refused: the records hook told the server's message.
    } finally {
      close();
    }
  };

  return (
    <ConfirmDialog
      isOpen={pending !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onConfirm={() => void run()}
      title={t('catalogue.list.confirmTitle')}
      message={
        pending && (
          <>
            <p style={{ margin: 0 }}>
              {t('catalogue.list.confirmAction', {
                action: pending.transition.label[locale],
                key: pending.label,
              })}
            </p>
            {reasonField && (
              <TextArea
                label={reasonLabel}
                isRequired
                autoFocus
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  if (value.trim() !== '') setMissing(false);
                }}
                isInvalid={missing}
                errorMessage={missing ? t('FIELD_REQUIRED', { ns: 'errors', field: reasonLabel }) : undefined}
                maxLength={500}
              />
            )}
          </>
        )
      }
      confirmLabel={pending?.transition.label[locale] ?? t('catalogue.list.confirmOk')}
      cancelLabel={t('catalogue.list.cancel')}
      isPending={busy}
    />
  );
}
