import { isValidPhone, normalizePhone, phoneInvalidMessage } from '../format/phone.js';

/**
 * The validation message of a phone input: null when empty (requiredness is the field's own rule) or when the
 * number has 10 to 15 digits once non-digits are stripped; otherwise 'Số điện thoại không hợp lệ'.
 */
export const phoneError = (input: string | null | undefined): string | null => {
  if (input == null || normalizePhone(input) === '') return null;
  return isValidPhone(input) ? null : phoneInvalidMessage;
};
