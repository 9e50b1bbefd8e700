import type { Field } from '@sen/domain/resources';

/** The longest value an address may prefill (a code, a day, a name). */
const PREFILL_MAX = 200;

/**
 * The values a new record's form starts with from its address, e.g. `/crm/tasks/new?ma_kh=KH0001` (the customer's
 * page books an appointment for them, sells them a bill): each a declared field a user types (not read-only, not a
 * voucher's lines), given as a short text or a number. Anything else in the address is left alone.
 */
export const prefillOf = (
  fields: Readonly<Record<string, Field>>,
  search: Readonly<Record<string, unknown>>,
): [name: string, value: string][] =>
  Object.entries(search).flatMap(([name, value]): [string, string][] => {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field || field.readOnly || field.type === 'lines') return [];
    // The router reads '60' as a number and 'KH0001' as text.
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
    if (typeof text !== 'string') return [];
    const trimmed = text.trim();
    return trimmed === '' || trimmed.length > PREFILL_MAX ? [] : [[name, trimmed]];
  });
