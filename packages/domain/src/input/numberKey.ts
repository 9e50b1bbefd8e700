/** Number key input rule: at most 20 characters. */
export const NUMBER_KEY_MAX_LENGTH = 20;

export const sanitizeNumberKey = (input: string): string =>
  Array.from(input).slice(0, NUMBER_KEY_MAX_LENGTH).join('');
