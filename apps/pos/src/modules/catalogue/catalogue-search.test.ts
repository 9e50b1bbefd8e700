import { describe, expect, it } from 'vitest';
import { indexCatalogue, itemOfCode, searchCatalogue, type CatalogueItem } from './catalogue-search';

const item = (values: Partial<CatalogueItem> & Pick<CatalogueItem, 'ma_vt' | 'ten_vt'>): CatalogueItem => ({
  kind: 'products',
  loai_vt: 'HH',
  dvt: 'CHAI',
  gia_ban: 100_000,
  ma_vach: null,
  ma_thue: null,
  ma_nhom_vt: 'MP',
  ...values,
  key: `${values.kind ?? 'products'}:${values.ma_vt}`,
});

const catalogue = indexCatalogue([
  item({ ma_vt: 'SRM01', ten_vt: 'Sữa rửa mặt trà xanh', ma_vach: '8935001234567' }),
  item({ ma_vt: 'KDD02', ten_vt: 'Kem dưỡng ẩm ban đêm' }),
  item({ ma_vt: 'DAU03', ten_vt: 'Dầu gội bưởi', ma_nhom_vt: 'TOC' }),
  item({ ma_vt: 'KCN04', ten_vt: 'Kem chống nắng SPF50', ma_vach: 'SRM01X' }),
  item({ ma_vt: 'DV001', ten_vt: 'Gội đầu dưỡng sinh', kind: 'services', loai_vt: 'DV', ma_nhom_vt: 'TOC' }),
  item({ ma_vt: 'SRM01', ten_vt: 'Massage rửa mặt', kind: 'services', loai_vt: 'DV' }),
]);

const names = (rows: CatalogueItem[]) => rows.map((row) => row.ten_vt);

describe('the till catalogue search', () => {
  it('finds by name without accents, every word anywhere, in name order', () => {
    expect(names(searchCatalogue(catalogue, { text: 'kem', kind: 'products', limit: 10 }).rows)).toEqual([
      'Kem chống nắng SPF50',
      'Kem dưỡng ẩm ban đêm',
    ]);
    expect(names(searchCatalogue(catalogue, { text: 'dem  KEM', kind: 'products', limit: 10 }).rows)).toEqual(
      ['Kem dưỡng ẩm ban đêm'],
    );
    expect(names(searchCatalogue(catalogue, { text: 'goi dau', kind: 'services', limit: 10 }).rows)).toEqual([
      'Gội đầu dưỡng sinh',
    ]);
  });

  it('puts the item of exactly that code or barcode first, then what merely contains it', () => {
    const rows = searchCatalogue(catalogue, { text: 'srm01', kind: 'products', limit: 10 }).rows;
    expect(rows.map((row) => row.ma_vt)).toEqual(['SRM01', 'KCN04']);
    expect(
      searchCatalogue(catalogue, { text: '8935001234567', kind: 'products', limit: 10 }).rows,
    ).toHaveLength(1);
  });

  it('keeps to the kind and the group, and says when more match than it answers', () => {
    expect(names(searchCatalogue(catalogue, { kind: 'products', group: 'TOC', limit: 10 }).rows)).toEqual([
      'Dầu gội bưởi',
    ]);
    const first = searchCatalogue(catalogue, { kind: 'products', limit: 2 });
    expect(first.rows).toHaveLength(2);
    expect(first.more).toBe(true);
    expect(searchCatalogue(catalogue, { kind: 'products', limit: 4 }).more).toBe(false);
    expect(searchCatalogue(catalogue, { text: 'không có', kind: 'products', limit: 4 })).toEqual({
      rows: [],
      more: false,
    });
  });

  it('scans a code or barcode to its item, the open kind first', () => {
    expect(itemOfCode(catalogue, ' 8935001234567 ')?.ma_vt).toBe('SRM01');
    expect(itemOfCode(catalogue, 'srm01', 'services')?.ten_vt).toBe('Massage rửa mặt');
    expect(itemOfCode(catalogue, 'SRM01', 'products')?.ten_vt).toBe('Sữa rửa mặt trà xanh');
    expect(itemOfCode(catalogue, 'nope')).toBeUndefined();
  });

  it('answers a keystroke over 100,000 items well within a frame', () => {
    const many = indexCatalogue(
      Array.from({ length: 100_000 }, (_, i) =>
        item({ ma_vt: `SP${String(i).padStart(6, '0')}`, ten_vt: `Sản phẩm số ${i} loại ${i % 97}` }),
      ),
    );
    const started = performance.now();
    const none = searchCatalogue(many, { text: 'khong ton tai', kind: 'products', limit: 60 });
    const elapsed = performance.now() - started;
    expect(none.rows).toHaveLength(0);
    expect(elapsed).toBeLessThan(200);
    const some = searchCatalogue(many, { text: 'so 4242 loai', kind: 'products', limit: 60 }).rows;
    expect(some.map((row) => row.ma_vt)).toContain('SP004242');
    expect(some.every((row) => `${row.ma_vt} ${row.ten_vt}`.includes('4242'))).toBe(true);
  });
});
