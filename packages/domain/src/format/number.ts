/**
 * How numbers are shown, in both languages (spec section 9): a comma between thousands and a point before the
 * decimals ('9,600,000', '1,234.5'), never an exponent; money in whole VND, with '₫' where a currency is shown.
 */

/** The currency sign of VND, written after the amount: '9,600,000 ₫'. */
export const CURRENCY_SIGN = '₫';

const formatters = new Map<number, Intl.NumberFormat>();

/** Intl's formatter for at most `decimals` decimals (cached): en-US grouping, no sign on a rounded-away minus. */
const formatterFor = (decimals: number): Intl.NumberFormat => {
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 0,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    formatters.set(decimals, format);
  }
  return format;
};

/** A number, or the text of one ('2500000', '1.500' as numeric columns arrive); anything else is null. */
export const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : null;
  }
  if (typeof value === 'bigint') return Number(value);
  return null;
};

/**
 * A number with comma thousands, rounded to at most `precision` decimals (a quantity's field precision; up to 20
 * when not given), trailing zeros dropped: 1234567.5 → '1,234,567.5', (1.5, 3) → '1.5'. Not a number → ''.
 */
export function formatNumber(value: unknown, precision?: number): string {
  const number = numberOf(value);
  if (number === null) return '';
  return formatterFor(Math.min(Math.max(precision ?? 20, 0), 20)).format(number);
}

/**
 * An amount in whole VND: 9600000 → '9,600,000'; `currency` adds the sign: '9,600,000 ₫'; `signed` marks a
 * change with + or a true minus ('+300,000', '−650,000'). Not a number → ''.
 */
export function formatMoney(value: unknown, options: { currency?: boolean; signed?: boolean } = {}): string {
  const number = numberOf(value);
  if (number === null) return '';
  const sign = !options.signed ? '' : number > 0 ? '+' : number < 0 ? '−' : '';
  const text = sign ? `${sign}${formatNumber(Math.abs(number), 0)}` : formatNumber(number, 0);
  return options.currency ? `${text} ${CURRENCY_SIGN}` : text;
}

/** A percentage given in percent (12.5 means 12.5 %), at most `precision` decimals: '12.5%'. Not a number → ''. */
export function formatPercent(value: unknown, precision = 2): string {
  const text = formatNumber(value, precision);
  return text && `${text}%`;
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people, in 1024 steps, at most one decimal: 1536 → '1.5 KB', 5 MiB → '5 MB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, Number.isFinite(bytes) ? bytes : 0);
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${sizeUnits[unit]}`;
}
