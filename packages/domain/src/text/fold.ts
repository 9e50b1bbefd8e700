/**
 * Vietnamese accent folding for search: removes diacritics, folds đ/Đ to d, lower-cases.
 * 'Nguyễn Văn Đức' -> 'nguyen van duc'.
 */
export const foldVietnamese = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();

/** Whether every word of the query occurs in the text, ignoring accents and case. */
export const matchesFolded = (text: string, query: string): boolean => {
  const haystack = foldVietnamese(text);
  return foldVietnamese(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
