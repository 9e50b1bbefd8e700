import { z } from 'zod';

/** A code (natural key part): 1 to `max` letters, digits, dots, dashes or underscores, trimmed. */
export const codeField = (max = 32) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9._-]+$/, 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới');

/** A required display name (1 to `max` characters, trimmed). */
export const nameField = (max = 200) => z.string().trim().min(1).max(max);

/** An optional text: absent or null on input, null in rows when empty. */
export const optionalText = (max = 500) => z.string().trim().max(max).nullable().optional();

/** A calendar day 'YYYY-MM-DD'. */
export const dateField = () => z.iso.date();

/** A percentage 0 to 100. */
export const percentField = () => z.number().min(0).max(100);

/** An amount of money in VND (no fractions needed, but accepted). */
export const moneyField = () => z.number().min(0).max(1_000_000_000_000);

/** The active flag of a catalogue row (trang_thai: true while in use). */
export const activeField = () => z.boolean().default(true);
