import { useEffect, useRef, type CSSProperties } from 'react';
import { printInFrame } from '@sen/ui';
import { formatDate, formatDateTime, formatMoney } from '@sen/domain';
import type { Locale } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { gapText, shiftKinds, type PosShift } from './shift-math';
import type { ShiftBranch } from './ShiftControl';

/** Black on white in a system font with Vietnamese letters, sized for an 80 mm roll (as the till's receipt). */
const paper: CSSProperties = {
  width: '72mm',
  fontFamily: 'Arial, "Liberation Sans", "DejaVu Sans", Helvetica, sans-serif',
  fontSize: '9pt',
  color: '#000',
  background: '#fff',
  lineHeight: 1.35,
};
const centre: CSSProperties = { textAlign: 'center', margin: 0 };
const row: CSSProperties = { display: 'flex', justifyContent: 'space-between', gap: '2mm' };
const cell: CSSProperties = { padding: '1px 0', textAlign: 'right', whiteSpace: 'nowrap' };
const rule: CSSProperties = { borderTop: '1px dashed #000', margin: '2mm 0' };

/**
 * The closed shift's summary on the 80 mm printer (the till's receipt approach: printed from a hidden frame):
 * the shift, the cashier, when it opened and closed, the float, orders and sales, then each kind's expected,
 * counted and difference, the device's order numbers and those missing, the note and two signatures. Printed on
 * mount and each time `print` moves.
 */
export const ShiftReceipt = ({
  shift,
  branch,
  locale,
  print,
}: {
  shift: PosShift;
  branch: ShiftBranch | undefined;
  locale: Locale;
  print: number;
}) => {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current?.firstElementChild;
    if (element instanceof HTMLElement)
      printInFrame(element, '80mm', { title: `${t('shift.summaryTitle')} ${shift.so_ct}`, lang: locale });
    // Printed once per request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [print]);
  const money = (value: number) => formatMoney(value);
  const gaps = gapText(shift.thieu);
  return (
    <div
      ref={area}
      data-shift-receipt=""
      style={{ position: 'fixed', left: -10_000, top: 0 }}
      aria-hidden="true"
    >
      <div style={paper} data-print-document="shift">
        {branch && (
          <>
            <p style={{ ...centre, fontWeight: 700 }}>{branch.ten_dvcs}</p>
            {branch.dia_chi && <p style={centre}>{branch.dia_chi}</p>}
          </>
        )}
        <p style={{ ...centre, fontWeight: 700, fontSize: '11pt', marginTop: '2mm' }}>
          {t('shift.summaryTitle')}
        </p>
        <p style={centre}>{shift.so_ct}</p>
        <div style={rule} />
        <div style={row}>
          <span>{t('shift.cashier')}</span>
          <span>{shift.ten_nsd ?? shift.ma_nsd ?? ''}</span>
        </div>
        <div style={row}>
          <span>{t('shift.openedAt')}</span>
          <span>{formatDateTime(shift.ngay_tao)}</span>
        </div>
        <div style={row}>
          <span>{t('shift.closedAt')}</span>
          <span>{shift.ngay_kt ? `${formatDate(shift.ngay_kt)} ${shift.gio_kt ?? ''}` : ''}</span>
        </div>
        <div style={row}>
          <span>{t('shift.float')}</span>
          <span>{money(shift.tien_dau_ca)}</span>
        </div>
        <div style={row}>
          <span>{t('shift.orders')}</span>
          <span>{t('shift.ordersValue', { count: shift.so_don, total: money(shift.t_tt) })}</span>
        </div>
        {shift.so_tra > 0 && (
          <div style={row}>
            <span>{t('shift.refunds')}</span>
            <span>{t('shift.refundsValue', { count: shift.so_tra, total: money(shift.t_tra) })}</span>
          </div>
        )}
        <div style={rule} />
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '8.5pt' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left' }}>{t('shift.kind')}</th>
              <th style={cell}>{t('shift.expected')}</th>
              <th style={cell}>{t('shift.counted')}</th>
              <th style={cell}>{t('shift.differenceShort')}</th>
            </tr>
          </thead>
          <tbody>
            {shiftKinds.map((kind) => (
              <tr key={kind} data-kind={kind}>
                <td>{t(`shift.kinds.${kind}`)}</td>
                <td style={cell}>{money(shift.du_kien[kind])}</td>
                <td style={cell}>{money(shift.thuc_te?.[kind] ?? 0)}</td>
                <td style={{ ...cell, fontWeight: 700 }}>
                  {formatMoney(shift.chenh_lech?.[kind] ?? 0, { signed: true })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div style={rule} />
        <div style={row}>
          <span>{t('shift.numbers')}</span>
          <span>{shift.so_dau === null ? '—' : `#${shift.so_dau} – #${shift.so_cuoi ?? shift.so_dau}`}</span>
        </div>
        <div style={row}>
          <span>{t('shift.missing')}</span>
          <span style={{ fontWeight: gaps ? 700 : 400 }}>{gaps || t('shift.noneMissing')}</span>
        </div>
        {shift.ghi_chu && <p style={{ margin: '1mm 0 0' }}>{shift.ghi_chu}</p>}
        <div style={{ ...row, marginTop: '6mm', textAlign: 'center' }}>
          <span style={{ flex: 1 }}>{t('shift.signCashier')}</span>
          <span style={{ flex: 1 }}>{t('shift.signReceiver')}</span>
        </div>
        <div style={{ height: '14mm' }} />
      </div>
    </div>
  );
};
