/** Numeric input rules: digits and one decimal point, 18 digits by default, comma thousands in the display. */
export const NUMERIC_MAX_DIGITS = 18;

export type NumericInputOptions = {
  /** Most digits (integer and decimal together, the point not counted); 18 by default. */
  maxDigits?: number;
  /** Most decimals; 0 refuses the decimal point. */
  precision?: number;
  min?: number;
  max?: number;
};

const RAW = /^(\d*)(?:\.(\d*))?$/;

/**
 * Whether some continuation of `raw` (typing more characters at its end) lands inside [min, max]. Appending only
 * grows a non-negative number, so a value above max is final, while a value below min may still reach it.
 */
function canReach(int: string, dec: string | undefined, opts: NumericInputOptions & { maxDigits: number }) {
  const { min = -Infinity, max = Infinity, maxDigits, precision } = opts;
  const value = Number(`${int || '0'}.${dec ?? ''}`);
  if (value > max) return false;
  if (value >= min) return true;
  const decimalsAllowed = precision === undefined || precision > 0;
  if (dec !== undefined) {
    const used = dec.length;
    if (precision !== undefined && used >= precision) return false;
    if (int.length + used >= maxDigits) return false;
    // More decimals add less than 10^-used.
    return value + 10 ** -used > min;
  }
  // Reachable values as [low, high, high excluded]: the integer itself (plus decimals), then more integer digits.
  const spans: Array<[number, number, boolean]> = [];
  const base = Number(int || '0');
  const withDecimals = (digits: number) => decimalsAllowed && digits < maxDigits;
  spans.push(withDecimals(int.length) ? [base, base + 1, true] : [base, base, false]);
  if (int !== '0' && int !== '') {
    for (let extra = 1; int.length + extra <= maxDigits; extra += 1) {
      const scale = 10 ** extra;
      spans.push([
        base * scale,
        (base + 1) * scale - (withDecimals(int.length + extra) ? 0 : 1),
        withDecimals(int.length + extra),
      ]);
      if (base * scale > max) break;
    }
  }
  return spans.some(([lo, hi, open]) => lo <= max && (open ? hi > min : hi >= min));
}

/**
 * Applies an edit of a numeric input: returns `next` (commas removed, a leading point read as '0.') when it keeps
 * the rules, else `previous`. Refused: anything but digits and one point, a leading zero ('05'; '0' and '0.5' are
 * fine), more than `maxDigits` digits, more than `precision` decimals, a value above `max`, and a value below `min`
 * that no further typing can bring up to it.
 */
export function acceptNumericInput(
  previous: string,
  next: string,
  options: NumericInputOptions = {},
): string {
  const opts = { ...options, maxDigits: options.maxDigits ?? NUMERIC_MAX_DIGITS };
  let raw = next.replace(/,/g, '');
  if (raw === '') return '';
  if (raw.startsWith('.')) raw = `0${raw}`;
  const match = RAW.exec(raw);
  if (!match) return previous;
  const int = match[1] ?? '';
  const dec = match[2];
  if (int.length > 1 && int.startsWith('0')) return previous;
  if (
    dec !== undefined &&
    opts.precision !== undefined &&
    (opts.precision === 0 || dec.length > opts.precision)
  )
    return previous;
  if (int.length + (dec?.length ?? 0) > opts.maxDigits) return previous;
  if (!canReach(int, dec, opts)) return previous;
  return raw;
}

/** Parses a raw or displayed number ('1,234,567.5' -> 1234567.5); '' and anything unreadable give null. */
export function parseNumber(display: string | null | undefined): number | null {
  if (display == null) return null;
  const raw = display.replace(/,/g, '').trim();
  if (raw === '' || raw === '.' || !/^-?(\d+\.?\d*|\.\d+)$/.test(raw)) return null;
  return Number(raw);
}

/** A number as a plain decimal string without exponent or grouping, rounded to `precision` decimals if given. */
export function numberToRaw(value: number | null | undefined, precision?: number): string {
  if (value == null || !Number.isFinite(value)) return '';
  return value.toLocaleString('en-US', {
    useGrouping: false,
    maximumFractionDigits: precision ?? 20,
  });
}

/**
 * The text being typed in a numeric input with comma thousands, as it stands: '1234.' -> '1,234.', '1234.50' ->
 * '1,234.50' (a value is shown with formatNumber of format/number.ts).
 */
export function groupTypedNumber(typed: string): string {
  const raw = typed.replace(/,/g, '');
  const match = /^(-?)(\d*)(\.\d*)?$/.exec(raw);
  if (!match) return raw;
  const [, sign = '', int = '', dec = ''] = match;
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${dec}`;
}

/** The value to keep when a numeric input loses focus: trailing point dropped, a value below `min` raised to it. */
export function commitNumericInput(raw: string, options: NumericInputOptions = {}): string {
  const value = parseNumber(raw);
  if (value === null) return '';
  if (options.min !== undefined && value < options.min) return numberToRaw(options.min, options.precision);
  if (options.max !== undefined && value > options.max) return numberToRaw(options.max, options.precision);
  return raw.endsWith('.') ? raw.slice(0, -1) : raw;
}
