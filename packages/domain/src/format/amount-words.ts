const digits = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'];

/** One group of three digits; `full` (not the leading group) reads its hundreds and 'linh' even when zero. */
const groupWords = (value: number, full: boolean): string[] => {
  const hundreds = Math.floor(value / 100);
  const tens = Math.floor((value % 100) / 10);
  const units = value % 10;
  const words: string[] = [];
  if (full || hundreds > 0) words.push(digits[hundreds]!, 'trăm');
  if (tens === 0) {
    if (units > 0 && words.length > 0) words.push('linh');
  } else if (tens === 1) words.push('mười');
  else words.push(digits[tens]!, 'mươi');
  if (units === 1 && tens > 1) words.push('mốt');
  else if (units === 5 && tens > 0) words.push('lăm');
  else if (units > 0) words.push(digits[units]!);
  return words;
};

/** Below a billion: groups of thousands and millions, zero groups skipped. */
const belowBillion = (value: number, full: boolean): string[] => {
  const groups = [Math.floor(value / 1_000_000), Math.floor(value / 1_000) % 1_000, value % 1_000];
  const names = ['triệu', 'nghìn', ''];
  const words: string[] = [];
  groups.forEach((group, index) => {
    if (group === 0) return;
    words.push(...groupWords(group, full || words.length > 0), ...(names[index] ? [names[index]!] : []));
  });
  return words;
};

const numberWords = (value: number, full: boolean): string[] => {
  if (value < 1_000_000_000) return belowBillion(value, full);
  const billions = Math.floor(value / 1_000_000_000);
  const rest = value % 1_000_000_000;
  return [...numberWords(billions, full), 'tỷ', ...(rest > 0 ? belowBillion(rest, true) : [])];
};

/**
 * An amount of VND in Vietnamese words, as an invoice prints it ('Một triệu không trăm linh năm nghìn đồng'):
 * whole đồng (rounded), negative amounts start with 'Âm'. For e-invoices' totalAmountWithTaxInWords.
 */
export const vndInWords = (amount: number): string => {
  const whole = Math.round(Math.abs(amount));
  const words = whole === 0 ? ['không'] : numberWords(whole, false);
  const text = [...(amount < 0 && whole > 0 ? ['âm'] : []), ...words, 'đồng'].join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};
