import { useState } from 'react';
import { Alert, Button, Dialog, NumericInput, toast } from '@sen/ui';
import { isApiRequestError } from '@sen/api';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import type { PosShift } from './shift-math';
import * as styles from './Shift.css';

/**
 * Opening a shift: the float (tiền đầu ca) typed in, Enter opens. With no network the shift is opened on the
 * device and sent when the server can be reached. After a close, the closed shift is named with its summary to
 * print again.
 */
export const OpenShiftDialog = ({
  branch,
  closed,
  onOpen,
  onLater,
  laterLabel,
  onReprint,
}: {
  branch: string;
  closed: PosShift | undefined;
  onOpen: (float: number) => Promise<'stored' | 'kept'>;
  onLater: () => void;
  laterLabel: string;
  onReprint: () => void;
}) => {
  const { t } = useTranslation();
  const [float, setFloat] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const open = async () => {
    if (float === null || busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const result = await onOpen(float);
      if (result === 'kept') toast.warning(t('shift.openedOffline'));
    } catch (error) {
      setProblem(isApiRequestError(error) ? error.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      isOpen
      className={styles.dialog}
      onOpenChange={() => undefined}
      isDismissable={false}
      title={t('shift.openTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={onLater}>
            {laterLabel}
          </Button>
          <Button variant="primary" isPending={busy} isDisabled={float === null} onPress={() => void open()}>
            {t('shift.openConfirm')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void open();
        }}
      >
        {closed && (
          <Alert
            tone="success"
            title={t('shift.closedTitle', { so_ct: closed.so_ct })}
            action={
              <Button variant="secondary" onPress={onReprint}>
                {t('shift.reprint')}
              </Button>
            }
          >
            {t('shift.closedSummary', {
              orders: closed.so_don,
              difference: formatMoney(
                closed.chenh_lech ? closed.chenh_lech.tm + closed.chenh_lech.ck + closed.chenh_lech.the : 0,
                { currency: true, signed: true },
              ),
            })}
          </Alert>
        )}
        <p className={styles.hint}>{t('shift.openHint', { branch })}</p>
        <NumericInput
          label={t('shift.float')}
          value={float}
          onChange={setFloat}
          min={0}
          autoFocus
          errorMessage={problem}
        />
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
};
