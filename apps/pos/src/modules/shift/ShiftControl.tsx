import { lazy, Suspense, useState } from 'react';
import { Button } from '@sen/ui';
import { formatDateTime, formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import type { PosShift } from './shift-math';
import { useShift } from './useShift';
import * as styles from './Shift.css';

// Asked for when the till needs them: loaded then (the app is precached, so with no network too).
const OpenShiftDialog = lazy(() => import('./OpenShiftDialog').then((m) => ({ default: m.OpenShiftDialog })));
const CloseShiftDialog = lazy(() =>
  import('./CloseShiftDialog').then((m) => ({ default: m.CloseShiftDialog })),
);
const ShiftReceipt = lazy(() => import('./ShiftReceipt').then((m) => ({ default: m.ShiftReceipt })));

/** When the shift opened, short: 'HH:mm' today, 'DD/MM HH:mm' on an earlier day. */
const sinceOf = (at: string): string => {
  const text = formatDateTime(at);
  return formatDateTime(new Date()).slice(0, 10) === text.slice(0, 10)
    ? text.slice(11)
    : `${text.slice(0, 5)} ${text.slice(11)}`;
};

export type ShiftBranch = {
  ma_dvcs: string;
  ten_dvcs: string;
  dia_chi?: string | null;
  dien_thoai?: string | null;
};

/**
 * The cashier's shift in the till's header: the open shift (number, since when, float) and 'Kết ca', or 'Mở ca'.
 * On a till (`asking`) a device without an open shift asks for one, with its float, before anything is sold;
 * closing shows what the shift expects against what was counted and prints the shift's summary (80 mm).
 */
export const ShiftControl = ({
  mayUse,
  asking,
  branch,
  pending,
  onLogout,
}: {
  /** The cashier may make retail orders (else the till sells nothing and no shift is asked). */
  mayUse: boolean;
  asking: boolean;
  branch: ShiftBranch | undefined;
  /** Orders the outbox has not sent yet: the shift closes once they are sent. */
  pending: number;
  onLogout: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const shift = useShift(mayUse);
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState<{ shift: PosShift; print: number } | null>(null);
  if (!mayUse) return null;
  const kept = shift.kept;
  // Asked once the server answered (or could not be reached), so that a shift the server has is not asked again.
  const settled = shift.current.isSuccess || shift.current.isError;
  const askOpen = !kept && (opening || (asking && settled));
  const locale = i18n.language === 'en' ? 'en' : 'vi';

  return (
    <span className={styles.bar} data-shift-bar="">
      {kept ? (
        <>
          <span className={styles.barText} aria-label={t('shift.current')}>
            {t(kept.pending ? 'shift.barPending' : 'shift.bar', {
              so_ct: kept.so_ct ?? '',
              since: sinceOf(kept.ngay_tao),
              float: formatMoney(kept.tien_dau_ca, { currency: true }),
            })}
          </span>
          <Button variant="secondary" onPress={() => setClosing(true)}>
            {t('shift.close')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onPress={() => setOpening(true)}>
          {t('shift.open')}
        </Button>
      )}
      <Suspense fallback={null}>
        {askOpen && branch && (
          <OpenShiftDialog
            branch={branch.ma_dvcs}
            closed={closed?.shift}
            onReprint={() => setClosed((c) => c && { ...c, print: c.print + 1 })}
            onOpen={async (float) => {
              const result = await shift.open(float, branch.ma_dvcs);
              setOpening(false);
              return result;
            }}
            onLater={asking ? onLogout : () => setOpening(false)}
            laterLabel={asking ? t('account.logout') : t('shift.later')}
          />
        )}
        {closing && kept && (
          <CloseShiftDialog
            kept={kept}
            current={shift.current}
            pending={pending}
            onRefresh={() => void shift.refresh()}
            onCancel={() => setClosing(false)}
            onClose={async (counted, note) => {
              const done = await shift.close(kept._id, counted, note);
              setClosing(false);
              setClosed({ shift: done, print: 1 });
            }}
          />
        )}
        {closed && <ShiftReceipt shift={closed.shift} branch={branch} locale={locale} print={closed.print} />}
      </Suspense>
    </span>
  );
};
