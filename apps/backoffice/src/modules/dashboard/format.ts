const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with a comma thousands separator (spec section 9). */
export const formatCount = (value: number): string => numberFormat.format(value);
