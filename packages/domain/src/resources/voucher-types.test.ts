import { describe, expect, it } from 'vitest';
import { resourceCatalogue } from './catalogue.js';
import { catalogueVoucherTypes, choicesOf, voucherResourceOf } from './voucher-types.js';

describe('the voucher types of the catalogue', () => {
  it('are the voucher resources’ ma_ct, each once, named by its resource', () => {
    const declared = resourceCatalogue.flatMap((r) => (r.voucher ? [r.voucher.ma_ct] : []));
    expect(
      declared.filter((v, i) => declared.indexOf(v) !== i),
      'a voucher type declared twice',
    ).toEqual([]);
    expect(catalogueVoucherTypes.map((t) => t.value)).toEqual(declared);
    expect(catalogueVoucherTypes).toContainEqual({
      value: 'HDB',
      label: { vi: 'Hóa đơn bán hàng', en: 'Sales bills' },
    });
    expect(voucherResourceOf('LTT')?.name).toBe('payment-card-histories');
    // 'HD' is a number prefix (bills are numbered HD000001), not a voucher type.
    expect(voucherResourceOf('HD')).toBeUndefined();
    expect(catalogueVoucherTypes.map((t) => t.value)).not.toContain('HD');
  });

  it('are the choices of a voucher lock’s ma_ct; other fields take any value', () => {
    expect(choicesOf('voucher-locks', 'ma_ct')).toBe(catalogueVoucherTypes);
    expect(choicesOf('voucher-locks', 'ma_dvcs')).toBeUndefined();
    expect(choicesOf('units', 'ma_dvt')).toBeUndefined();
  });
});
