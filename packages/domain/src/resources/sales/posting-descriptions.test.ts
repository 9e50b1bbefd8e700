import { describe, expect, it } from 'vitest';
import { describedEntry, postingDescriptionOf } from './posting-descriptions.js';

describe("a posting's description", () => {
  it("reads in the viewer's language, the voucher number after the kind", () => {
    expect(postingDescriptionOf('TT', 'BL000022', 'vi')).toBe('Thanh toán BL000022');
    expect(postingDescriptionOf('TT', 'BL000022', 'en')).toBe('Payment BL000022');
    expect(postingDescriptionOf('HOAN', 'TH000003', 'en')).toBe('Refund TH000003');
    expect(postingDescriptionOf('BAN_THE', 'VD000001', 'vi')).toBe('Bán thẻ VD000001');
    expect(postingDescriptionOf('DOI_QUA', null, 'en')).toBe('Gift redemption');
    expect(postingDescriptionOf('???', 'X', 'en')).toBeUndefined();
    expect(postingDescriptionOf(null, 'X', 'en')).toBeUndefined();
  });

  it('fills an entry without a typed description, and leaves what a user typed as typed', () => {
    const posted = { ma_dien_giai: 'TT', so_ct_goc: 'BL000022', dien_giai: null };
    expect(describedEntry(posted, 'en').dien_giai).toBe('Payment BL000022');
    expect(describedEntry(posted, 'vi').dien_giai).toBe('Thanh toán BL000022');
    const typed = { ma_dien_giai: 'TT', so_ct_goc: 'BL000022', dien_giai: 'Khách trả bằng thẻ của chồng' };
    expect(describedEntry(typed, 'en')).toBe(typed);
    const manual = { ma_dien_giai: null, so_ct_goc: 'PT0001', dien_giai: '' };
    expect(describedEntry(manual, 'en')).toBe(manual);
  });
});
