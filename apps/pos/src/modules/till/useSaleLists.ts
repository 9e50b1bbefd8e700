import { useMemo } from 'react';
import type { CatalogueListName } from '../catalogue/catalogue-sync';

type CatalogueLists = Readonly<Record<CatalogueListName, readonly Record<string, unknown>[]>>;
import type { TillPaymentType } from './payment';

/** A list row's text field, or '' (the kept lists are rows as the server sent them). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * What a till reads from the small lists it keeps: tax rates and unit names by code, the payment types it takes at
 * the counter (cash first, then transfers), every payment type's name, and the prepaid card payment type.
 */
export const useSaleLists = (lists: CatalogueLists) =>
  useMemo(() => {
    const taxRate = new Map(lists.taxes.map((tax) => [textOf(tax.ma_thue), Number(tax.thue_suat ?? 0)]));
    const unitName = new Map(lists.units.map((unit) => [textOf(unit.ma_dvt), textOf(unit.ten_dvt)]));
    const tillPayments: TillPaymentType[] = lists.paymentTypes
      .filter((p) => p.trang_thai !== false && (p.loai_tt === 'TM' || p.loai_tt === 'CK'))
      .map((p) => ({ ma_httt: textOf(p.ma_httt), ten_httt: textOf(p.ten_httt), loai_tt: textOf(p.loai_tt) }))
      .sort((a, b) => Number(b.loai_tt === 'TM') - Number(a.loai_tt === 'TM'));
    const paymentNames = new Map(lists.paymentTypes.map((p) => [textOf(p.ma_httt), textOf(p.ten_httt)]));
    const cardPaymentType = lists.paymentTypes.find((p) => p.trang_thai !== false && p.loai_tt === 'TTT')
      ?.ma_httt as string | undefined;
    const unitOf = (dvt: unknown) => (typeof dvt === 'string' ? unitName.get(dvt) || dvt : '');
    return { taxRate, unitName, tillPayments, paymentNames, cardPaymentType, unitOf };
  }, [lists]);
