/**
 * Vietnamese personal names for demo and scale data: family names weighted roughly as in the population
 * (Nguyễn about a third), middle names by gender, given names by gender. A full name is family + middle + given,
 * e.g. 'Nguyễn Văn An', 'Trần Thị Mai'.
 */

/** Family names, the most common first; `familyNameWeights` gives how often each is drawn. */
export const familyNames = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đinh',
  'Trịnh',
  'Mai',
  'Lâm',
  'Cao',
  'Lương',
  'Tạ',
  'Châu',
] as const;

/** Relative frequency of each family name (same order as `familyNames`). */
export const familyNameWeights = [
  32, 11, 9, 7, 5, 5, 4, 4, 4, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
] as const;

/** Middle names; Văn and Thị are listed three times: they are that much more common. */
export const maleMiddleNames = [
  'Văn',
  'Văn',
  'Văn',
  'Minh',
  'Quốc',
  'Đức',
  'Thành',
  'Hoàng',
  'Gia',
  'Anh',
  'Hữu',
  'Công',
] as const;
export const femaleMiddleNames = [
  'Thị',
  'Thị',
  'Thị',
  'Ngọc',
  'Thu',
  'Thanh',
  'Kim',
  'Phương',
  'Bảo',
  'Mỹ',
  'Hồng',
  'Minh',
] as const;

export const maleGivenNames = [
  'An',
  'Bảo',
  'Cường',
  'Dũng',
  'Duy',
  'Hải',
  'Hiếu',
  'Hòa',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Kiên',
  'Long',
  'Nam',
  'Nghĩa',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Thịnh',
  'Trung',
  'Tuấn',
  'Tùng',
  'Việt',
  'Vinh',
] as const;

export const femaleGivenNames = [
  'Anh',
  'Chi',
  'Diễm',
  'Dung',
  'Duyên',
  'Giang',
  'Hà',
  'Hạnh',
  'Hằng',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Loan',
  'Mai',
  'My',
  'Ngân',
  'Ngọc',
  'Nhung',
  'Oanh',
  'Phương',
  'Quỳnh',
  'Thảo',
  'Trang',
  'Trâm',
  'Tuyết',
  'Vân',
  'Yến',
] as const;

/** Mobile prefixes of Viettel (03x, 09x), MobiFone (07x, 09x) and VinaPhone (08x, 09x). */
export const mobilePrefixes = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '070',
  '076',
  '077',
  '078',
  '079',
  '081',
  '083',
  '084',
  '085',
  '086',
  '088',
] as const;

/** 'Nguyễn Văn An' -> 'nguyen van an' (no accents, đ -> d). */
export const asciiFolded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
