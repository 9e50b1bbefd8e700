import type { ComboBoxItem } from '../ComboBox';

/** Customers with Vietnamese names, for ComboBox stories and tests. */
export const customers: readonly ComboBoxItem[] = [
  { id: 'KH001', label: 'Nguyễn Văn An', description: 'MKH001 · 0901 234 567' },
  { id: 'KH002', label: 'Trần Minh Đức', description: 'MKH002 · 0912 345 678' },
  { id: 'KH003', label: 'Lê Thị Hồng', description: 'MKH003 · 0923 456 789' },
  { id: 'KH004', label: 'Phạm Quốc Bảo', description: 'MKH004 · 0934 567 890' },
  { id: 'KH005', label: 'Nguyễn Thị Ánh', description: 'MKH005 · 0945 678 901' },
  { id: 'KH006', label: 'Đặng Hữu Phước', description: 'MKH006 · 0956 789 012' },
];

/** Thirty products: more than a 260 px list can show at once. */
export const manyProducts: readonly ComboBoxItem[] = Array.from({ length: 30 }, (_, i) => ({
  id: `SP${String(i + 1).padStart(3, '0')}`,
  label: `Sản phẩm ${i + 1}`,
}));

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}
