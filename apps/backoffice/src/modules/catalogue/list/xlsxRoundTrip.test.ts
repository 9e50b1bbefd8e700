import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { exportColumnsOf, exportTableOf, toXlsx } from './exportRows';
import { dryRunImport, readXlsx } from './importRows';

const products = resourceNamed('products') as Resource;

describe('an exported spreadsheet read back by the import', () => {
  it('keeps titles, numbers, enum labels and yes/no, and passes the dry run', async () => {
    const names = ['ma_vt', 'ten_vt', 'loai_vt', 'dvt', 'gia_ban', 'trang_thai'];
    const rows = [
      {
        ma_vt: 'SP01',
        ten_vt: 'Sữa rửa mặt',
        loai_vt: 'HH',
        dvt: 'CHAI',
        gia_ban: 1_250_000,
        trang_thai: true,
      },
      {
        ma_vt: 'DV01',
        ten_vt: 'Gội đầu dưỡng sinh',
        loai_vt: 'DV',
        dvt: 'LAN',
        gia_ban: 150_000,
        trang_thai: false,
      },
    ];
    const blob = await toXlsx(
      exportTableOf(exportColumnsOf(names, products.fields, 'vi'), rows, 'vi'),
      'products',
    );
    expect(new Uint8Array(await blob.slice(0, 2).arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
    const cells = await readXlsx(blob);
    expect(cells[0]).toEqual(['Mã hàng', 'Tên hàng', 'Loại', 'Đơn vị tính', 'Giá bán', 'Đang dùng']);
    expect(cells[1]).toEqual(['SP01', 'Sữa rửa mặt', 'Hàng hóa', 'CHAI', 1_250_000, 'Có']);
    const report = dryRunImport(cells, products.fields, products.inputSchema, {
      required: 'Bắt buộc nhập',
      invalidValue: 'Giá trị không hợp lệ',
      locale: 'vi',
    });
    expect(report.issues).toEqual([]);
    expect(report.valid.map((v) => v.record)).toEqual([
      expect.objectContaining({ ma_vt: 'SP01', loai_vt: 'HH', gia_ban: 1_250_000, trang_thai: true }),
      expect.objectContaining({ ma_vt: 'DV01', loai_vt: 'DV', gia_ban: 150_000, trang_thai: false }),
    ]);
  });
});
