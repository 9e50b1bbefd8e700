import { describe, expect, it } from 'vitest';
import { printDataOf } from './printData';

const branches = [{ ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh Quận 1', dia_chi: '12 Lê Lợi' }];

describe('printDataOf', () => {
  it('takes { record, branch } of the print route', () => {
    const data = printDataOf(
      {
        record: { _id: 'b1', ma_dvcs: 'CN02' },
        branch: { ma_dvcs: 'CN02', ten_dvcs: 'CN Hà Nội', dia_chi: '1 Tràng Tiền', dien_thoai: '024' },
      },
      undefined,
      branches,
    );
    expect(data?.branch).toEqual({
      ma_dvcs: 'CN02',
      ten_dvcs: 'CN Hà Nội',
      dia_chi: '1 Tràng Tiền',
      dien_thoai: '024',
    });
    expect(data?.record._id).toBe('b1');
  });

  it("falls back to the stored row and the session's branch", () => {
    const data = printDataOf(undefined, { _id: 'b1', ma_dvcs: 'CN01' }, branches);
    expect(data?.branch).toMatchObject({ ten_dvcs: 'Chi nhánh Quận 1', dia_chi: '12 Lê Lợi' });
    expect(printDataOf({ _id: 'b2', ma_dvcs: 'CN09' }, undefined, branches)).toEqual({
      record: { _id: 'b2', ma_dvcs: 'CN09' },
      branch: null,
    });
    expect(printDataOf(undefined, undefined, branches)).toBeNull();
  });
});
