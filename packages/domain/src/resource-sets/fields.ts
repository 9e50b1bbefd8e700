import { z } from 'zod';
import { withoutRefusedCharacters } from '../text/characters.js';

/** A code (natural key part): 1 to `max` letters, digits, dots, dashes or underscores, trimmed. */
export const codeField = (max = 32) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9._-]+$/, 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới');

/** A required display name (1 to `max` characters, trimmed, on one line). */
export const nameField = (max = 200) => withoutRefusedCharacters(z.string().trim().min(1).max(max), 'one');

/** An optional text (line breaks allowed): absent or null on input, null in rows when empty. */
export const optionalText = (max = 500) =>
  withoutRefusedCharacters(z.string().trim().max(max), 'many').nullable().optional();

/**
 * A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not), in the years 0001 to 9999 (the database has no
 * year 0).
 */
export const dateField = () =>
  z.iso.date().refine((day) => !day.startsWith('0000-'), 'Năm phải từ 0001 đến 9999');

/** The largest value of an SQL `integer` column (stt, so_hien_tai, so_lan_toi_da). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/** A whole number from `min` that an `integer` column holds. */
export const integerField = (min = 0) => z.number().int().min(min).max(INTEGER_COLUMN_MAX);

/** A percentage 0 to 100. */
export const percentField = () => z.number().min(0).max(100);

/** An amount of money in VND (no fractions needed, but accepted). */
export const moneyField = () => z.number().min(0).max(1_000_000_000_000);

/** The active flag of a catalogue row (trang_thai: true while in use). */
export const activeField = () => z.boolean().default(true);
