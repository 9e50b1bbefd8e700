import { useState, type CSSProperties } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, TextField, vars } from '@sen/ui';
import { packageUsesOf, packageUsesSignature } from '@sen/domain/resources';
import { errorMessageOf, recordKeys } from '@sen/records';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { notify } from '../../notify/notify';
import type { RecordCardProps } from './registry';

const muted: CSSProperties = { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm };
const row: CSSProperties = { display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' };

type Sent = { expires_in: number; remaining: number; demo_code?: string };

/**
 * A service voucher's package sessions confirmed by the customer's one-time code (sale_package_require_otp): the
 * sessions it uses and whether the customer confirmed them; a button sends the code to the customer's phone, the
 * code typed confirms them (the voucher is read again). Shown only on vouchers that use a package.
 */
export function PackageOtpCard({ resource, id, row: voucher }: RecordCardProps) {
  const { api, queryClient } = useServices();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const uses = packageUsesOf(voucher);
  const send = useMutation({
    mutationFn: () => api.post<Sent>(`/${resource.path}/${id}/package-otp`, {}),
    onSuccess: (answer) => {
      setSent(answer);
      notify('success', t('recordCards.packageOtpSent'));
    },
    onError: (error) => notify('failure', errorMessageOf(error)),
  });
  const confirm = useMutation({
    mutationFn: () =>
      api.post<{ lt_xac_nhan: string }>(`/${resource.path}/${id}/package-otp/confirm`, { code }),
    onSuccess: async () => {
      setCode('');
      setSent(null);
      notify('success', t('recordCards.packageOtpConfirmed'));
      await queryClient?.invalidateQueries({ queryKey: recordKeys(resource).all });
    },
    onError: (error) => notify('failure', errorMessageOf(error)),
  });
  if (uses.length === 0) return null;
  const sessions = packageUsesSignature(uses);
  const confirmed = voucher.lt_xac_nhan === sessions;
  return (
    <Card title={t('recordCards.packageOtpTitle')} data-card="package-otp">
      <div style={{ display: 'grid', gap: vars.space.sm }}>
        <p style={{ margin: 0 }}>{sessions}</p>
        <p style={muted}>
          {confirmed ? t('recordCards.packageOtpDone') : t('recordCards.packageOtpWaiting')}
        </p>
        {!confirmed && (
          <>
            <Button size="sm" variant="secondary" isPending={send.isPending} onPress={() => send.mutate()}>
              {sent ? t('recordCards.packageOtpResend') : t('recordCards.packageOtpSend')}
            </Button>
            {sent && (
              <form
                style={row}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (code.trim() !== '') confirm.mutate();
                }}
              >
                <TextField
                  label={t('recordCards.packageOtpCode')}
                  value={code}
                  onChange={setCode}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  description={
                    sent.demo_code ? t('recordCards.packageOtpDemo', { code: sent.demo_code }) : undefined
                  }
                />
                <Button size="sm" type="submit" isPending={confirm.isPending}>
                  {t('recordCards.packageOtpConfirm')}
                </Button>
              </form>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
