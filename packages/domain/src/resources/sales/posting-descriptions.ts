import type { Locale } from '../../i18n/locale.js';
import { f } from '../fields.js';

/**
 * What the posting layer writes on the history entries it makes (a card paid on a bill, points redeemed, a no-name
 * card sold): not a sentence in one language but the kind of entry (`ma_dien_giai`) beside its voucher number
 * (`so_ct_goc`), so the entry reads 'Thanh toán BL000022' in Vietnamese and 'Payment BL000022' in English. A
 * description a user typed (`dien_giai`) is theirs and shows as typed.
 */
export const postingDescriptionKinds = [
  ['TT', 'Thanh toán', 'Payment'],
  ['HOAN', 'Hoàn tiền', 'Refund'],
  ['NAP', 'Nạp tiền', 'Top-up'],
  ['BAN_THE', 'Bán thẻ', 'Card sale'],
  ['DOI_QUA', 'Đổi quà', 'Gift redemption'],
  ['DOI_DIEM', 'Đổi điểm', 'Points exchange'],
] as const;

export type PostingDescriptionKind = (typeof postingDescriptionKinds)[number][0];

/** The field a history entry keeps the kind in (server-assigned, off the forms and lists). */
export const postingDescriptionField = () =>
  f.enum(['Loại diễn giải hệ thống', 'System description'], postingDescriptionKinds, { readOnly: true });

/** 'Thanh toán BL000022' / 'Payment BL000022': the kind's words in the language, then the voucher number. */
export const postingDescriptionOf = (
  kind: string | null | undefined,
  number: string | null | undefined,
  locale: Locale,
): string | undefined => {
  const found = postingDescriptionKinds.find(([value]) => value === kind);
  if (!found) return undefined;
  return `${locale === 'en' ? found[2] : found[1]} ${number ?? ''}`.trim();
};

/**
 * A history entry as people read it: the description the user typed when there is one, else what its posting kind
 * says in the language (dien_giai filled), else as it is.
 */
export const describedEntry = <R extends Readonly<Record<string, unknown>>>(row: R, locale: Locale): R => {
  const typed = typeof row.dien_giai === 'string' ? row.dien_giai.trim() : '';
  if (typed !== '') return row;
  const text = postingDescriptionOf(
    typeof row.ma_dien_giai === 'string' ? row.ma_dien_giai : undefined,
    typeof row.so_ct_goc === 'string' ? row.so_ct_goc : undefined,
    locale,
  );
  return text === undefined ? row : { ...row, dien_giai: text };
};
