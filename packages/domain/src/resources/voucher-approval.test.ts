import { describe, expect, it } from 'vitest';
import { errorMessage } from '../i18n/errors.js';
import { resourceCatalogue } from './catalogue.js';
import type { EnumField } from './fields.js';
import { voucherStatuses } from './options.js';
import { approvalProblemOf, CANCELLED_VOUCHER_STATUS } from './voucher-approval.js';

describe('approving a voucher', () => {
  it('approves a draft or done voucher once, never a cancelled one', () => {
    expect(approvalProblemOf({ trang_thai: '0', ngay_duyet: null }, true)).toBeUndefined();
    expect(approvalProblemOf({ trang_thai: '1', nguoi_duyet: '' }, true)).toBeUndefined();
    expect(approvalProblemOf({ trang_thai: '9', ngay_duyet: null }, true)).toBe('VOUCHER_CANCELLED');
    expect(approvalProblemOf({ trang_thai: '1', ngay_duyet: '2031-01-01T00:00:00.000Z' }, true)).toBe(
      'VOUCHER_APPROVED',
    );
  });

  it('withdraws only an approval there is', () => {
    expect(approvalProblemOf({ nguoi_duyet: 'admin', ngay_duyet: '2031-01-01' }, false)).toBeUndefined();
    expect(approvalProblemOf({ trang_thai: '9', ngay_duyet: null }, false)).toBe('VOUCHER_NOT_APPROVED');
  });

  it("reads every approvable voucher's status: trang_thai takes voucherStatuses, '9' cancelled", () => {
    expect(voucherStatuses.find(([value]) => value === CANCELLED_VOUCHER_STATUS)?.[2]).toBe('Cancelled');
    const approvable = resourceCatalogue.filter((r) => r.voucher?.approve);
    expect(approvable.length).toBeGreaterThan(0);
    for (const resource of approvable) {
      const status = resource.fields.trang_thai as EnumField | undefined;
      expect(
        status?.options.map((o) => o.value),
        resource.name,
      ).toEqual(voucherStatuses.map(([v]) => v));
    }
  });

  it('says why in vi and en', () => {
    expect(errorMessage('VOUCHER_CANCELLED', 'vi')).toBe('Chứng từ đã bị hủy, không được duyệt');
    expect(errorMessage('VOUCHER_CANCELLED', 'en')).toBe('The voucher is cancelled and cannot be approved');
  });
});
