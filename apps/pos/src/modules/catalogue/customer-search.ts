import { foldVietnamese, normalizePhone } from '@sen/domain';
import type { PricingCard } from '@sen/domain/pricing';

/** A customer as the till keeps them: what finding them and pricing their sale needs. */
export type LocalCustomer = {
  ma_kh: string;
  ten_kh: string;
  dien_thoai: string | null;
  ma_nhom_kh: string | null;
  /** Their membership cards in use. */
  the: PricingCard[];
};

/**
 * The customers searched as the cashier types, in memory: each one's code, phone digits and name folded once
 * (accents and case ignored), and each found directly by code.
 */
export type CustomerIndex = {
  rows: readonly LocalCustomer[];
  /** The folded `code phone name` of rows[i]. */
  folded: readonly string[];
  byCode: ReadonlyMap<string, LocalCustomer>;
};

/** A phone's digits as kept and compared: +84 912 345 678 is 0912 345 678. */
export const phoneKey = (phone: string | null): string => {
  const digits = normalizePhone(phone ?? '');
  return digits.startsWith('84') && digits.length >= 11 ? `0${digits.slice(2)}` : digits;
};

/** What a customer is searched by: code, phone digits and name, folded. */
export const foldedCustomer = (customer: LocalCustomer): string =>
  foldVietnamese(`${customer.ma_kh} ${phoneKey(customer.dien_thoai)} ${customer.ten_kh}`);

/** The index of customers with their folded texts (as the device keeps them); computed when not given. */
export const indexCustomers = (
  rows: readonly LocalCustomer[],
  folded: readonly string[] = rows.map(foldedCustomer),
): CustomerIndex => ({ rows, folded, byCode: new Map(rows.map((row) => [row.ma_kh, row])) });

/** The digits of what was typed when it reads as a phone number ('0912 345 678', '+84 912…'), else null. */
const phoneDigitsOf = (text: string): string[] | null => {
  if (!/^[\d\s.+()-]+$/.test(text)) return null;
  const digits = normalizePhone(text);
  if (digits.length < 3) return null;
  return [...new Set([digits, phoneKey(digits)])];
};

export type CustomerMatches = { rows: LocalCustomer[]; more: boolean };

/** How many matches are ranked at most (a search as broad as one letter stops there). */
const RANKED = 2000;

/**
 * The customers a search finds: every word typed in the code, phone or name (accents and case ignored), or the
 * phone typed in any form. The customer of exactly that code or phone comes first, then those whose code, phone or
 * a word of whose name starts with what was typed, then the rest, each by name. A scan of the kept customers
 * (100,000 take a few milliseconds); fewer than two characters find nothing.
 */
export const searchCustomers = (index: CustomerIndex, typed: string, limit: number): CustomerMatches => {
  const text = typed.trim();
  const folded = foldVietnamese(text);
  if (folded.replace(/\s/g, '').length < 2) return { rows: [], more: false };
  const words = folded.split(/\s+/).filter(Boolean);
  const phone = phoneDigitsOf(text);
  const found: { row: LocalCustomer; rank: number; name: string }[] = [];
  const { rows } = index;
  for (let i = 0; i < rows.length && found.length < RANKED; i++) {
    const haystack = index.folded[i]!;
    const row = rows[i]!;
    // The haystack holds the phone's digits as kept (phoneKey).
    const byPhone = phone !== null && phone.some((p) => haystack.includes(p));
    let byWords = true;
    for (const word of words)
      if (!haystack.includes(word)) {
        byWords = false;
        break;
      }
    if (!byWords && !byPhone) continue;
    const code = foldVietnamese(row.ma_kh);
    const digits = phone ? phoneKey(row.dien_thoai) : '';
    const exact = code === folded || (phone !== null && digits !== '' && phone.includes(digits));
    const starts =
      code.startsWith(words[0]!) ||
      (phone !== null && digits !== '' && phone.some((p) => digits.startsWith(p))) ||
      haystack.includes(` ${words[0]!}`);
    found.push({ row, rank: exact ? 0 : starts ? 1 : 2, name: foldVietnamese(row.ten_kh) });
  }
  found.sort((a, b) => a.rank - b.rank || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { rows: found.slice(0, limit).map((f) => f.row), more: found.length > limit };
};
