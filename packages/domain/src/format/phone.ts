import { bilingual } from '../input/issue-message.js';
/** Phone rules of spec section 5: non-digits stripped, 10 to 15 digits. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const phoneInvalidMessage = bilingual({
  vi: 'Số điện thoại không hợp lệ',
  en: 'Invalid phone number',
});

export const normalizePhone = (input: string): string => input.replace(/\D+/g, '');

export const isValidPhone = (input: string): boolean => {
  const digits = normalizePhone(input);
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
};

/** Masked display keeping the first and last 4 digits: 0912345678 -> 0912**5678. */
export const maskPhone = (input: string): string => {
  const digits = normalizePhone(input);
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
};
