/** The letters a code of the field starts with: ma_kh -> 'KH', ma_nhom_kh -> 'NK', ma_nvbh -> 'NV'. */
export const codePrefixOf = (field: string): string => {
  if (field === 'ma_nvbh' || field === 'ma_nv') return 'NV';
  const parts = field.replace(/^ma_/, '').split('_').filter(Boolean);
  if (parts.length === 1) return (parts[0] ?? 'X').slice(0, 3).toUpperCase();
  return parts
    .map((p) => p[0])
    .join('')
    .toUpperCase();
};

/** The code of the n-th (0-based) generated row of a resource keyed by `keyField` (catalogue-rows.ts codes). */
export const nthCodeOf = (keyField: string, index: number): string =>
  `${codePrefixOf(keyField)}${String(index + 1).padStart(3, '0')}`;
