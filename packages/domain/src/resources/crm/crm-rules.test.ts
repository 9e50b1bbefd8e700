import { describe, expect, it } from 'vitest';
import { resourceNamed } from '../catalogue.js';
import { campaigns } from './campaigns.js';
import { complains } from './complains.js';
import { crmModule } from './index.js';
import { partnersTransfer } from './partners-transfer.js';
import { dateOrderCheck, monthBounds, withLineCount } from './rules.js';
import { serviceEmployeeResponsibilities } from './services.js';
import { targets } from './targets.js';

describe('CRM derive rules', () => {
  it('gives a target the first and last day of its month, leap years included', () => {
    expect(targets.derive?.({ nam: 2024, thang: 2, ngay_bd: '1999-01-01' })).toMatchObject({
      ngay_bd: '2024-02-01',
      ngay_kt: '2024-02-29',
    });
    expect(monthBounds(2025, 2)).toEqual({ ngay_bd: '2025-02-01', ngay_kt: '2025-02-28' });
    expect(monthBounds(2025, 12)).toEqual({ ngay_bd: '2025-12-01', ngay_kt: '2025-12-31' });
  });

  it('leaves a target without its days while the year or month is missing or out of range', () => {
    expect(monthBounds(2025, 13)).toEqual({ ngay_bd: null, ngay_kt: null });
    expect(monthBounds(2025, 0)).toEqual({ ngay_bd: null, ngay_kt: null });
    expect(monthBounds('2025', 5)).toEqual({ ngay_bd: null, ngay_kt: null });
    expect(monthBounds(2025, 5.5)).toEqual({ ngay_bd: null, ngay_kt: null });
    expect(targets.derive?.({ thang: 5 })).toMatchObject({ ngay_bd: null, ngay_kt: null });
  });

  it('counts the customers of a transfer from its lines', () => {
    const lines = [{ ma_kh: 'KH01' }, { ma_kh: 'KH02' }, { ma_kh: 'KH03' }];
    expect(partnersTransfer.derive?.({ chi_tiet: lines, so_kh: 99 })).toMatchObject({
      so_kh: 3,
      chi_tiet: lines,
    });
    expect(partnersTransfer.derive?.({})).toMatchObject({ so_kh: 0 });
    expect(withLineCount({ lines: 'x' }, 'lines', 'n')).toMatchObject({ n: 0 });
  });
});

describe('CRM date order checks', () => {
  it('refuses a campaign ending before it starts, and accepts one day or an open end', () => {
    expect(campaigns.check?.({ ngay_bd: '2025-03-10', ngay_kt: '2025-03-09' })).toEqual({
      code: 'DATE_RANGE_INVALID',
      field: 'ngay_kt',
    });
    expect(campaigns.check?.({ ngay_bd: '2025-03-10', ngay_kt: '2025-03-10' })).toBeUndefined();
    expect(campaigns.check?.({ ngay_bd: '2025-03-10', ngay_kt: null })).toBeUndefined();
  });

  it('refuses a complaint due before it was received and a responsibility ending before it starts', () => {
    expect(complains.check?.({ ngay_ct: '2025-03-10', han_xl: '2025-03-01' })).toEqual({
      code: 'DATE_RANGE_INVALID',
      field: 'han_xl',
    });
    expect(complains.check?.({ ngay_ct: '2025-03-10', han_xl: '2025-03-12' })).toBeUndefined();
    expect(
      serviceEmployeeResponsibilities.check?.({ ngay_hl_tu: '2025-06-01', ngay_hl_den: '2025-05-31' }),
    ).toEqual({ code: 'VALIDITY_RANGE_INVALID', field: 'ngay_hl_den' });
    expect(dateOrderCheck('a', 'b', 'DATE_RANGE_INVALID')({ a: '', b: '2000-01-01' })).toBeUndefined();
  });
});

describe('CRM views and reports', () => {
  const allowed = (resource: string, field: string, value: unknown) => {
    const declared = resourceNamed(resource)?.fields[field];
    return declared?.type !== 'enum' || declared.options.some((o) => o.value === value);
  };

  it('fix filters only with values their enum fields offer', () => {
    for (const view of crmModule.views ?? []) {
      for (const [field, value] of Object.entries(view.fixedFilters))
        expect(allowed(view.resource, field, value), `${view.name}.${field}`).toBe(true);
    }
    for (const report of crmModule.reports ?? [])
      for (const [field, value] of Object.entries(report.fixedFilters))
        expect(allowed(report.source, field, value), `${report.name}.${field}`).toBe(true);
  });
});
