import { z } from 'zod';
import { isValidPhone, phoneInvalidMessage } from '../format/phone.js';
import type { Field, LineField } from './fields.js';

const MONEY_LIMIT = 1_000_000_000_000_000;

/** The wire schema of a value of the field, before requiredness (lines excepted: see `lineSchemaOf`). */
export const valueSchemaOf = (field: LineField): z.ZodType => {
  switch (field.type) {
    case 'text':
      return z.string().trim().max(field.max);
    case 'code':
      return z
        .string()
        .trim()
        .max(field.max)
        .regex(/^[A-Za-z0-9._-]*$/, 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới');
    case 'number': {
      let schema = field.precision === 0 ? z.number().int() : z.number();
      if (field.min !== undefined) schema = schema.min(field.min);
      if (field.max !== undefined) schema = schema.max(field.max);
      return schema;
    }
    case 'money':
      return z
        .number()
        .int()
        .min(field.allowNegative ? -MONEY_LIMIT : 0)
        .max(MONEY_LIMIT);
    case 'percent':
      return z.number().min(0).max(100);
    case 'phone':
      return z.string().trim().max(20).refine(isValidPhone, phoneInvalidMessage);
    case 'email':
      return z.email().max(200);
    case 'date':
      return z.iso.date();
    case 'time':
      return z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
    case 'boolean':
      return z.boolean();
    case 'enum':
      return z.enum(field.options.map((o) => o.value) as [string, ...string[]]);
    case 'lookup':
      return z.string().trim().max(64);
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
