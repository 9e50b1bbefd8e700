import { normalizePhone } from '@sen/domain';

/**
 * A phone number as the existence checks compare it (the same rule as the customers.dien_thoai_chuan column of
 * migration 0005): digits only (spec section 5), with the country code 84 or 0084 (also written '+84 (0)') turned into the leading 0, so
 * '0901 234 567', '+84 901 234 567' and '84901234567' are one number. Null when there are no digits.
 */
export const canonicalPhone = (input: string): string | null => {
  const digits = normalizePhone(input).replace(/^(00)?840?(\d{9,10})$/, '0$2');
  return digits === '' ? null : digits;
};

/**
 * A website as the existence checks compare it (the same rule as customers.website_chuan): lower case, without
 * scheme, a leading 'www.' or trailing slashes. 'https://www.Sen-Spa.vn/' -> 'sen-spa.vn'. Null when empty.
 */
export const canonicalWebsite = (input: string): string | null => {
  const site = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
  return site === '' ? null : site;
};
