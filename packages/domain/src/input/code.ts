/** Code input rule: letters and digits only, upper-cased as typed ('ab-12c' -> 'AB12C'). */
export const sanitizeCode = (input: string): string => input.replace(/[^A-Za-z0-9]+/g, '').toUpperCase();
