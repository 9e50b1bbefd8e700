import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { coerceCell, columnFieldsOf, dryRunImport, readCsv, runImport } from './importRows';

const partners = resourceNamed('partners') as Resource;
const products = resourceNamed('products') as Resource;
const messages = { required: 'Bắt buộc nhập', invalidValue: 'Giá trị không hợp lệ', locale: 'vi' as const };

describe('the columns of an import file', () => {
  it('finds fields by name or by vi/en label, ignoring case and accents; read-only and unknown titles are left out', () => {
    const { columns, unknown } = columnFieldsOf(
      ['ma_kh', 'TEN KHACH HANG', 'Phone', 'Người tạo', 'Màu sắc', '', 'ma_kh'],
      partners.fields,
    );
    expect(columns).toEqual(['ma_kh', 'ten_kh', 'dien_thoai', undefined, undefined, undefined, undefined]);
    expect(unknown).toEqual(['Người tạo', 'Màu sắc', 'ma_kh']);
  });
});

describe('cells converted by field type', () => {
  it('reads amounts with thousands separators, and refuses text', () => {
    expect(coerceCell(products.fields.gia_ban!, '1,250,000')).toEqual({ value: 1_250_000 });
    expect(coerceCell(products.fields.gia_ban!, '1.250.000')).toEqual({ value: 1_250_000 });
    expect(coerceCell(products.fields.gia_ban!, 99)).toEqual({ value: 99 });
    expect(coerceCell(products.fields.gia_ban!, 'abc')).toEqual({ error: true });
  });

  it('reads days DD/MM/YYYY, YYYY-MM-DD or spreadsheet dates; refuses impossible days', () => {
    expect(coerceCell(partners.fields.ngay_sinh!, '03/02/1990')).toEqual({ value: '1990-02-03' });
    expect(coerceCell(partners.fields.ngay_sinh!, '1990-02-03')).toEqual({ value: '1990-02-03' });
    expect(coerceCell(partners.fields.ngay_sinh!, new Date(Date.UTC(1990, 1, 3)))).toEqual({
      value: '1990-02-03',
    });
    expect(coerceCell(partners.fields.ngay_sinh!, '31/02/1990')).toEqual({ error: true });
  });

  it('reads enum values or labels, yes/no words, and treats blanks as empty', () => {
    expect(coerceCell(partners.fields.gioi_tinh!, 'Nữ')).toEqual({ value: '2' });
    expect(coerceCell(partners.fields.gioi_tinh!, 'male')).toEqual({ value: '1' });
    expect(coerceCell(partners.fields.gioi_tinh!, 'Khác')).toEqual({ error: true });
    expect(coerceCell(products.fields.trang_thai!, 'Có')).toEqual({ value: true });
    expect(coerceCell(products.fields.trang_thai!, 'không')).toEqual({ value: false });
    expect(coerceCell(partners.fields.ten_kh!, '   ')).toEqual({ empty: true });
  });
});

describe('the dry run of an import', () => {
  it('reports each bad row by its row number in the file, field and message, and keeps the good ones', () => {
    const report = dryRunImport(
      [
        ['Mã khách hàng', 'Tên khách hàng', 'Điện thoại', 'Giới tính', 'Ngày sinh', 'Ghi chú cũ'],
        ['KH100', 'Nguyễn Văn An', '0912345678', 'Nam', '01/01/1990', 'x'],
        ['', 'Thiếu mã', '0912345679', '', '', ''],
        ['', '', '', '', '', ''],
        ['KH 101', 'Mã có dấu cách', '12', 'Khác', '32/01/1990', ''],
      ],
      partners.fields,
      partners.inputSchema,
      messages,
    );
    expect(report.total).toBe(3);
    expect(report.unknownColumns).toEqual(['Ghi chú cũ']);
    expect(report.valid).toHaveLength(1);
    expect(report.valid[0]).toMatchObject({
      row: 2,
      record: { ma_kh: 'KH100', ten_kh: 'Nguyễn Văn An', gioi_tinh: '1', ngay_sinh: '1990-01-01' },
    });
    expect(report.invalidRows).toEqual([3, 5]);
    expect(report.issues.filter((i) => i.row === 3)).toEqual([
      { row: 3, field: 'ma_kh', message: 'Bắt buộc nhập' },
    ]);
    const row5 = report.issues.filter((i) => i.row === 5);
    expect(row5.map((i) => i.field).sort()).toEqual(['dien_thoai', 'gioi_tinh', 'ma_kh', 'ngay_sinh']);
    expect(row5.find((i) => i.field === 'gioi_tinh')?.message).toBe('Giá trị không hợp lệ: Khác');
    expect(row5.find((i) => i.field === 'dien_thoai')?.message).toBe('Số điện thoại không hợp lệ');
    // zod's rule of the code, in the report's language.
    expect(row5.find((i) => i.field === 'ma_kh')?.message).toBe(
      'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới',
    );
  });

  it('reads CSV text with a BOM, quotes and blank lines', async () => {
    const table = await readCsv('\uFEFFma_kh,ten_kh\r\nKH1,"Lê, Thị Hoa"\r\n\r\nKH2,Phạm Văn Đức\r\n');
    expect(table).toEqual([
      ['ma_kh', 'ten_kh'],
      ['KH1', 'Lê, Thị Hoa'],
      ['KH2', 'Phạm Văn Đức'],
    ]);
  });
});

describe('running an import', () => {
  it('posts the valid rows in order, keeps the server’s refusals with their row numbers, and goes on', async () => {
    const sent: unknown[] = [];
    const progress: number[] = [];
    const result = await runImport(
      [
        { row: 2, record: { ma_kh: 'A' } },
        { row: 4, record: { ma_kh: 'B' } },
        { row: 5, record: { ma_kh: 'C' } },
      ],
      async (record) => {
        sent.push(record);
        if (record.ma_kh === 'B') throw new Error('Mã khách hàng đã tồn tại');
      },
      { onProgress: (done) => progress.push(done), messageOf: (e) => (e as Error).message },
    );
    expect(sent).toEqual([{ ma_kh: 'A' }, { ma_kh: 'B' }, { ma_kh: 'C' }]);
    expect(result).toEqual({ imported: 2, failures: [{ row: 4, message: 'Mã khách hàng đã tồn tại' }] });
    expect(progress).toEqual([1, 2, 3]);
  });
});
