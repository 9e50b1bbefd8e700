/**
 * An amount of VND in words, as Vietnamese vouchers write it under their total ('Số tiền bằng chữ'), or in English.
 *
 * Vietnamese reading rules: digits in groups of three (nghìn, triệu, tỷ; past a tỷ the groups start again: 'một
 * nghìn tỷ'); a group after the first keeps its hundreds even when zero ('một triệu không trăm lẻ năm nghìn'); a
 * zero ten before a unit is 'lẻ' (or 'linh'); ten is 'mười', twenty and up 'hai mươi'; after 'mươi' one is 'mốt'
 * and four is 'tư'; after 'mười' or 'mươi' five is 'lăm'. The first letter is a capital; 'đồng' closes it.
 */

const viDigits = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;

export type AmountInWordsOptions = {
  /** 'vi' (default) or 'en'. */
  locale?: 'vi' | 'en';
  /** The zero ten before a unit in Vietnamese: 'lẻ' (default, 'một trăm lẻ năm') or 'linh'. */
  zeroTen?: 'lẻ' | 'linh';
  /** The currency word at the end (default 'đồng' / 'dong'; '' for none). */
  currency?: string;
};

/** One group of three digits (0–999) in Vietnamese; `full` keeps a zero hundreds ('không trăm'). */
const viGroup = (n: number, full: boolean, zeroTen: string): string[] => {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  const words: string[] = [];
  if (hundreds > 0 || full) words.push(viDigits[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0 && words.length > 0) words.push(zeroTen);
  } else if (tens === 1) words.push('mười');
  else words.push(viDigits[tens]!, 'mươi');
  if (units === 0) return words;
  if (units === 1 && tens > 1) words.push('mốt');
  else if (units === 4 && tens > 1) words.push('tư');
  else if (units === 5 && tens > 0) words.push('lăm');
  else words.push(viDigits[units]!);
  return words;
};

const viScales = ['', 'nghìn', 'triệu'] as const;

/** A whole number below a tỷ (10⁹); `full` when something bigger was said before it. */
const viBelowBillion = (n: number, full: boolean, zeroTen: string): string[] => {
  const groups = [Math.floor(n / 1e6), Math.floor(n / 1e3) % 1000, n % 1000];
  const words: string[] = [];
  let said = full;
  groups.forEach((group, index) => {
    if (group === 0) return;
    words.push(...viGroup(group, said, zeroTen));
    const scale = viScales[2 - index]!;
    if (scale) words.push(scale);
    said = true;
  });
  return words;
};

/** A whole number in Vietnamese words: tỷ by tỷ, the part above read the same way ('một nghìn tỷ'). */
const viWords = (n: number, full: boolean, zeroTen: string): string[] => {
  if (n < 1e9) return viBelowBillion(n, full, zeroTen);
  const billions = Math.floor(n / 1e9);
  const rest = n % 1e9;
  return [
    ...viWords(billions, full, zeroTen),
    'tỷ',
    ...(rest > 0 ? viBelowBillion(rest, true, zeroTen) : []),
  ];
};

const enOnes = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const enTens = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
] as const;
const enScales = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'] as const;

const enGroup = (n: number): string[] => {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(enOnes[hundreds]!, 'hundred');
  if (rest >= 20)
    words.push(rest % 10 ? `${enTens[Math.floor(rest / 10)]}-${enOnes[rest % 10]}` : enTens[rest / 10]!);
  else if (rest > 0) words.push(enOnes[rest]!);
  return words;
};

const enWords = (n: number): string[] => {
  const words: string[] = [];
  let scale = 0;
  let left = n;
  const groups: string[][] = [];
  while (left > 0) {
    const group = left % 1000;
    if (group > 0) groups.unshift([...enGroup(group), ...(enScales[scale] ? [enScales[scale]!] : [])]);
    left = Math.floor(left / 1000);
    scale += 1;
  }
  for (const group of groups) words.push(...group);
  return words;
};

const capitalise = (text: string): string => text.charAt(0).toLocaleUpperCase('vi') + text.slice(1);

/**
 * An amount in words: 1250000 → 'Một triệu hai trăm năm mươi nghìn đồng', 105000 → 'Một trăm lẻ năm nghìn đồng',
 * 0 → 'Không đồng'; in English 'One million two hundred fifty thousand dong'. Rounded to whole VND; a negative
 * amount starts with 'Âm' ('Minus'); not a number → ''.
 */
export function amountInWords(amount: unknown, options: AmountInWordsOptions = {}): string {
  const value = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const locale = options.locale ?? 'vi';
  const n = Math.round(Math.abs(value));
  if (n > Number.MAX_SAFE_INTEGER) return '';
  const currency = options.currency ?? (locale === 'vi' ? 'đồng' : 'dong');
  const words =
    locale === 'vi'
      ? n === 0
        ? ['không']
        : viWords(n, false, options.zeroTen ?? 'lẻ')
      : n === 0
        ? ['zero']
        : enWords(n);
  const sign = value < 0 && n > 0 ? [locale === 'vi' ? 'âm' : 'minus'] : [];
  return capitalise([...sign, ...words, ...(currency ? [currency] : [])].join(' '));
}
