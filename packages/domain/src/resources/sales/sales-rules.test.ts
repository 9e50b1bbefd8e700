import { describe, expect, it } from 'vitest';
import { differentFromClashes } from '../different-from.js';
import { bills } from './bills.js';
import { customerCardSeries } from './customer-cards.js';
import { giftExchanges, goldenHours, pointExchanges } from './loyalty.js';
import { noNameDeposits, noNameTransfers } from './no-name-vouchers.js';
import { promotions } from './promotions.js';
import { roomEmployeeSchedules } from './room-employees.js';
import { salesServices } from './services.js';

type Row = Record<string, unknown>;
const linesOf = (record: Row | undefined) => (record?.chi_tiet ?? []) as Row[];

describe('sales derive rules', () => {
  it('a bill computes each line’s commission on its total and what is still owed', () => {
    const bill = bills.derive?.({
      chi_tiet: [
        { ma_vt: 'DV01', so_luong: 2, gia: 350_000, ck: 10, ty_le_hh: 5 },
        { ma_vt: 'SP01', so_luong: 1, gia: 120_000 },
      ],
      da_tt: 500_000,
      con_no: 0,
    });
    expect(linesOf(bill).map((l) => l.tien_hh)).toEqual([31_500, 0]);
    expect(bill).toMatchObject({ t_tt: 750_000, con_no: 250_000 });
  });

  it('an overpaid bill owes nothing rather than a negative debt', () => {
    const bill = bills.derive?.({ chi_tiet: [{ so_luong: 1, gia: 100_000 }], da_tt: 150_000 });
    expect(bill?.con_no).toBe(0);
  });

  it('a service voucher pays each technician quantity × wage per turn and sums the wages', () => {
    const voucher = salesServices.derive?.({
      chi_tiet: [
        { ma_vt: 'GOI01', so_luong: 2, gia: 300_000, don_gia_cong: 40_000, tien_cong: 1 },
        { ma_vt: 'MAT01', so_luong: 1, gia: 500_000, don_gia_cong: 75_000 },
      ],
      da_tt: 1_100_000,
    });
    expect(linesOf(voucher).map((l) => l.tien_cong)).toEqual([80_000, 75_000]);
    expect(voucher).toMatchObject({ t_tt: 1_100_000, t_cong: 155_000, con_no: 0 });
  });

  it('a gift exchange spends quantity × points per gift', () => {
    const exchange = giftExchanges.derive?.({
      chi_tiet: [
        { ma_vt: 'QT01', so_luong: 2, diem: 150 },
        { ma_vt: 'QT02', so_luong: 1, diem: 500 },
      ],
    });
    expect(linesOf(exchange).map((l) => l.diem_dung)).toEqual([300, 500]);
    expect(exchange?.t_diem).toBe(800);
  });

  it('a point exchange is worth points × the value of a point', () => {
    expect(pointExchanges.derive?.({ so_diem: 250, ty_le_quy_doi: 1_000 })?.tien_quy_doi).toBe(250_000);
  });

  it('a no-name top-up takes the discount off what is paid and adds the bonus to the balance', () => {
    expect(noNameDeposits.derive?.({ so_tien: 2_000_000, ck: 5, tien_thuong: 200_000 })).toMatchObject({
      tien_ck: 100_000,
      t_tt: 1_900_000,
      so_du_nap: 2_200_000,
    });
  });

  it('a no-name transfer counts its cards', () => {
    expect(
      noNameTransfers.derive?.({ chi_tiet: [{ ma_the: 'VD001' }, { ma_the: 'VD002' }] })?.so_luong_the,
    ).toBe(2);
    expect(noNameTransfers.derive?.({})?.so_luong_the).toBe(0);
  });
});

describe('sales cross-field checks', () => {
  it('a promotion cannot end before it starts', () => {
    expect(promotions.check?.({ tu_ngay: '2026-12-01', den_ngay: '2026-11-30' })).toEqual({
      code: 'VALIDITY_RANGE_INVALID',
      field: 'den_ngay',
    });
    expect(promotions.check?.({ tu_ngay: '2026-12-01', den_ngay: '2026-12-01' })).toBeUndefined();
    expect(promotions.check?.({ tu_ngay: '2026-12-01', den_ngay: null })).toBeUndefined();
  });

  it('a golden hour’s daily window and a shift end after they start', () => {
    const hour = { tu_ngay: '2026-12-01', tu_gio: '14:00' };
    expect(goldenHours.check?.({ ...hour, den_gio: '14:00' })).toEqual({
      code: 'DATE_RANGE_INVALID',
      field: 'den_gio',
    });
    expect(goldenHours.check?.({ ...hour, den_gio: '16:00' })).toBeUndefined();
    expect(goldenHours.check?.({ ...hour, den_ngay: '2026-11-01', den_gio: '16:00' })?.field).toBe(
      'den_ngay',
    );
    expect(roomEmployeeSchedules.check?.({ gio_bd: '09:00', gio_kt: '08:30' })?.field).toBe('gio_kt');
  });

  it('cards are not transferred to their own branch, and a card series does not run backwards', () => {
    const clashes = (row: Row) => differentFromClashes(noNameTransfers.fields, row).map((c) => c.field);
    expect(clashes({ ma_dvcs: 'CN01', ma_dvcs_nhan: 'CN01' })).toEqual(['ma_dvcs_nhan']);
    expect(clashes({ ma_dvcs: 'CN01', ma_dvcs_nhan: 'CN02' })).toEqual([]);
    expect(customerCardSeries.check?.({ so_bd: 1000, so_kt: 999 })?.field).toBe('so_kt');
    expect(customerCardSeries.check?.({ so_bd: 1000, so_kt: 1999 })).toBeUndefined();
  });
});
