import { describe, expect, it } from 'vitest';
import { resourceCatalogue, resourceNamed } from './catalogue.js';
import { bills } from './sales/bills.js';
import { internalPrintFields, printDocumentOf } from './print-layout.js';

const services = resourceNamed('sales-services')!;

const bill = {
  so_ct: 'HD0001',
  ngay_ct: '2026-03-05',
  ma_dvcs: 'CN01',
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ma_nvbh: 'NV001',
  ten_nvbh: 'Nguyễn Văn An',
  cap_bac: '1',
  trang_thai: '2',
  nguoi_tao: 'thungan',
  t_tien: 1_300_000,
  t_ck: 50_000,
  t_thue: 0,
  t_tt: 1_250_000,
  da_tt: 1_300_000,
  tien_the: 0,
  con_no: 0,
  chi_tiet: [
    { ma_vt: 'VT001', ten_vt: 'Kem dưỡng da', loai_vt: '1', dvt: 'Hộp', so_luong: 2, gia: 400_000, ck: 0 },
    {
      ma_vt: 'DV001',
      ten_vt: 'Chăm sóc da mặt',
      dvt: 'Lần',
      so_luong: 1,
      gia: 500_000,
      ck: 10,
      tien_ck: 50_000,
    },
  ].map((line) => ({ ...line, tien: line.so_luong * line.gia, thanh_tien: 0, ty_le_hh: 5, tien_hh: 20_000 })),
};

describe('print columns', () => {
  it('prints a bill line as name, unit, quantity, price, discount, tax and line total', () => {
    expect(bills.printLayout.columns.map((c) => c.field)).toEqual([
      'ten_vt',
      'dvt',
      'so_luong',
      'gia',
      'tien_ck',
      'tien_thue',
      'thanh_tien',
    ]);
    expect(bills.printLayout.columns.find((c) => c.field === 'ten_vt')?.role).toBe('name');
  });

  it('prints a service bill with the service and technician names, never the wage', () => {
    const fields = services.printLayout.columns.map((c) => c.field);
    expect(fields).toEqual([
      'ten_vt',
      'ten_nv',
      'dvt',
      'so_luong',
      'gia',
      'tien_ck',
      'tien_thue',
      'thanh_tien',
    ]);
  });

  it('never chooses an internal column, an id, a kind or a code with a stored name, in any resource', () => {
    for (const resource of resourceCatalogue) {
      const columns = resource.printLayout.columns.map((c) => c.field);
      for (const field of columns) {
        expect(internalPrintFields.has(field), `${resource.name}.${field}`).toBe(false);
        expect(resource.lineFields?.[field]?.type, `${resource.name}.${field}`).not.toBe('enum');
      }
      for (const { field } of [...resource.printLayout.header, ...resource.printLayout.totals])
        expect(internalPrintFields.has(field), `${resource.name}.${field}`).toBe(false);
      expect(columns.filter((c) => ['ma_vt', 'ma_nv', 'ma_kh', '_id', 'stt_rec'].includes(c))).toEqual([]);
    }
  });
});

describe('print header and totals', () => {
  it("prints a customer's province once, by its name (not again as the free-text tinh_thanh it fills)", () => {
    const partners = resourceNamed('partners')!;
    const header = partners.printLayout.header.map((h) => h.field);
    expect(header).toEqual(expect.arrayContaining(['ma_tinh', 'ma_xa']));
    expect(header).not.toContain('tinh_thanh');
  });

  it('shows the customer and salesperson by name under the lookup label; no status, level or branch code', () => {
    expect(bills.printLayout.header.map((h) => [h.field, h.label.vi])).toEqual([
      ['ten_kh', 'Khách hàng'],
      ['ten_nvbh', 'Nhân viên bán hàng'],
      ['ma_kho', 'Kho xuất'],
      ['ma_ck', 'Mã giảm giá'],
      ['ma_httt', 'Hình thức thanh toán'],
      ['ma_the', 'Thẻ trả trước'],
      ['dien_giai', 'Diễn giải'],
    ]);
  });

  it('takes the totals from the voucher’s totals fields, t_tt as Tổng cộng', () => {
    expect(bills.printLayout.totals.map((t) => t.field)).toEqual([
      't_tien',
      't_ck',
      't_thue',
      't_tt',
      'tien_the',
      'da_tt',
      'con_no',
    ]);
    expect(bills.printLayout.totals.find((t) => t.grand)).toMatchObject({
      field: 't_tt',
      label: { vi: 'Tổng cộng' },
    });
    expect(services.printLayout.totals.map((t) => t.field)).not.toContain('t_cong');
  });
});

describe('printDocumentOf', () => {
  const branch = {
    ma_dvcs: 'CN01',
    ten_dvcs: 'Chi nhánh Quận 1',
    dia_chi: '12 Lê Lợi',
    dien_thoai: '028 3822 1234',
  };
  const names = { ma_httt: 'Tiền mặt' } as Record<string, string>;
  const doc = printDocumentOf(bills, { ...bill, ma_httt: 'TM' }, branch, {
    locale: 'vi',
    nameOf: (field) => names[field],
  });

  it('lays out names, chosen columns, totals and the amount in words', () => {
    expect(doc.title).toBe('Hóa đơn bán hàng');
    expect(doc.number).toBe('HD0001');
    expect(doc.date).toBe('05/03/2026');
    expect(doc.branch).toEqual({ name: 'Chi nhánh Quận 1', address: '12 Lê Lợi', phone: '028 3822 1234' });
    expect(doc.header).toContainEqual({ label: 'Khách hàng', value: 'Trần Thị Mai', person: true });
    expect(doc.header).toContainEqual({ label: 'Hình thức thanh toán', value: 'Tiền mặt', person: false });
    expect(JSON.stringify(doc.header)).not.toContain('KH0001');
    // No tax on any line: the tax column is left out; a discount on one line keeps the discount column.
    expect(doc.columns.map((c) => c.field)).toEqual([
      'ten_vt',
      'dvt',
      'so_luong',
      'gia',
      'tien_ck',
      'thanh_tien',
    ]);
    expect(doc.lines[0]).toMatchObject({
      name: 'Kem dưỡng da',
      quantity: '2',
      price: '400,000',
      discount: '',
    });
    expect(doc.lines[1]).toMatchObject({ discount: '50,000' });
    expect(doc.totals.map((t) => [t.label, t.value])).toEqual([
      ['Tiền hàng', '1,300,000'],
      ['Chiết khấu', '50,000'],
      ['Tổng cộng', '1,250,000'],
      ['Đã thanh toán', '1,300,000'],
    ]);
    expect(doc.amountInWords).toBe('Một triệu hai trăm năm mươi nghìn đồng');
    expect(doc.paid).toBe('1,300,000');
    expect(doc.change).toBe('50,000');
    expect(doc.createdBy).toBe('thungan');
  });

  it('speaks English when asked', () => {
    const en = printDocumentOf(bills, bill, branch, { locale: 'en' });
    expect(en.title).toBe('Sales bills');
    expect(en.totals.find((t) => t.grand)?.label).toBe('Total');
    expect(en.amountInWords).toBe('One million two hundred fifty thousand dong');
    expect(en.header).toContainEqual({ label: 'Customer', value: 'Trần Thị Mai', person: true });
  });

  it('shows a lookup’s code when the record lacks its name', () => {
    const noName = printDocumentOf(bills, { ...bill, ten_kh: '' }, null, { locale: 'vi' });
    expect(noName.header[0]).toEqual({ label: 'Khách hàng', value: 'KH0001', person: true });
    expect(noName.branch).toBeNull();
  });
});
