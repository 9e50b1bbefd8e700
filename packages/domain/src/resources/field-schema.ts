import { z } from 'zod';
import { isValidPhone, phoneInvalidMessage } from '../format/phone.js';
import { dateField } from './list-query.js';
import type { Title } from '../routes/types.js';
import { withoutRefusedCharacters } from '../text/characters.js';
import { MONEY_LIMIT, NUMBER_LIMIT, type Field, type LineField } from './fields.js';
import { bilingual, timeMessage } from '../input/issue-message.js';

/** A code: letters without accents, digits, '.', '-', '_' (empty allowed here; requiredness comes after). */
const codeSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(
      /^[A-Za-z0-9._-]*$/,
      bilingual({
        vi: 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới',
        en: 'Only unaccented letters, digits, dots, hyphens and underscores',
      }),
    );

/** The wire schema of a value of the field, before requiredness (lines excepted: see `lineSchemaOf`). */
export const valueSchemaOf = (field: LineField): z.ZodType => {
  switch (field.type) {
    case 'text': {
      const text = withoutRefusedCharacters(
        (field.trim === false ? z.string() : z.string().trim()).max(field.max),
        field.multiline ? 'many' : 'one',
      );
      return field.pattern ? text.regex(field.pattern.regex, field.pattern.message) : text;
    }
    case 'code':
      return codeSchema(field.max);
    case 'number':
      // Bounded either way, so that no product or sum of numbers overflows (see derivedValueProblems).
      return (field.precision === 0 ? z.number().int() : z.number())
        .min(field.min ?? -NUMBER_LIMIT)
        .max(field.max ?? NUMBER_LIMIT);
    case 'money':
      return z
        .number()
        .int()
        .min(field.allowNegative ? -MONEY_LIMIT : 0)
        .max(MONEY_LIMIT);
    case 'percent':
      return z.number().min(0).max(100);
    case 'phone':
      return withoutRefusedCharacters(z.string().trim().max(20), 'one').refine(
        isValidPhone,
        phoneInvalidMessage,
      );
    case 'email':
      return z.email().max(200);
    case 'date':
      return dateField();
    case 'time':
      return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, timeMessage);
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]]);
    case 'lookup':
      return field.code
        ? codeSchema(field.max ?? 64)
        : withoutRefusedCharacters(
            z
              .string()
              .trim()
              .max(field.max ?? 64),
            'one',
          );
  }
};

const described = (schema: z.ZodType, field: Field): z.ZodType =>
  schema.describe(field.help ? `${field.label.en}. ${field.help}` : field.label.en);

/** A record field: required fields must be there and not empty; others may be absent or null. */
export const fieldSchemaOf = (field: Field): z.ZodType => {
  if (field.type === 'lines')
    return described(z.array(lineSchemaOf(field.fields)).max(500).default([]), field);
  let schema = valueSchemaOf(field);
  if (field.required && (field.type === 'text' || field.type === 'code' || field.type === 'lookup'))
    schema = (schema as z.ZodString).min(1);
  if (field.defaultValue !== undefined) return described(schema.default(field.defaultValue as never), field);
  if (field.required) return described(schema, field);
  return described(schema.nullable().optional(), field);
};

/** One line of a voucher: its own fields, plus its position `stt` (assigned by the server when left out). */
export const lineSchemaOf = (fields: Readonly<Record<string, LineField>>) =>
  z.object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchemaOf(field)])));

/** The message of a derived value beyond what its field may hold. */
export const derivedValueTooLarge: Title = {
  vi: 'Giá trị tính ra vượt quá giới hạn {{limit}}',
  en: 'The computed value is beyond the limit of {{limit}}',
};

/** The largest magnitude a money or number field may hold (undefined for other kinds). */
const limitOf = (field: LineField): number | undefined => {
  if (field.type === 'money') return MONEY_LIMIT;
  if (field.type === 'number')
    return Math.max(Math.abs(field.max ?? NUMBER_LIMIT), Math.abs(field.min ?? NUMBER_LIMIT));
  return undefined;
};

/**
 * The money and number values of a derived record (line amounts, voucher totals: quantity × price summed over
 * the lines) that their fields cannot hold: not finite, or beyond the field's limit (money: MONEY_LIMIT, so a total
 * never overflows its bigint column). Each with its body path ('/t_tt', '/chi_tiet/0/tien') and limit.
 */
export const derivedValueProblems = (
  fields: Readonly<Record<string, Field>>,
  record: Readonly<Record<string, unknown>>,
): { path: string; limit: number }[] => {
  const problems: { path: string; limit: number }[] = [];
  const check = (field: LineField, value: unknown, path: string) => {
    const limit = limitOf(field);
    if (limit === undefined || typeof value !== 'number') return;
    if (!Number.isFinite(value) || Math.abs(value) > limit) problems.push({ path, limit });
  };
  for (const [name, field] of Object.entries(fields)) {
    const value = record[name];
    if (field.type !== 'lines') {
      check(field, value, `/${name}`);
      continue;
    }
    if (!Array.isArray(value)) continue;
    value.forEach((line: Record<string, unknown> | null, index) => {
      for (const [lineName, lineField] of Object.entries(field.fields))
        check(lineField, line?.[lineName], `/${name}/${index}/${lineName}`);
    });
  }
  return problems;
};
