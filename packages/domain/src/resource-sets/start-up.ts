import { f } from '../resources/fields.js';

/**
 * What every start-up table of spec section 7 declares besides its own fields: its rows carry neither stamps nor
 * `_version` (their tables come from hand-written migrations), and nothing of them is printed.
 */
export const startUpTable = { stamps: false, rowVersion: false, print: false } as const;

/** The largest value of an SQL `integer` column (stt, so_hien_tai, so_lan_toi_da). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/** A code typed by hand (a natural key part): letters without accents, digits, '.', '-', '_'. */
export const keyCode = (label: readonly [string, string], max: number, help?: string) =>
  f.code(label, { required: true, max, ...(help ? { help } : {}) });

/** A required one-line name. */
export const requiredName = (label: readonly [string, string], max = 200, help?: string) =>
  f.text(label, { required: true, max, ...(help ? { help } : {}) });

/** An optional text that may hold line breaks, empty as null. */
export const optionalText = (label: readonly [string, string], max = 500, help?: string) =>
  f.text(label, { max, multiline: true, ...(help ? { help } : {}) });

/** A whole number from `min` an `integer` column holds. */
export const integer = (
  label: readonly [string, string],
  options: { min?: number; max?: number; defaultValue?: number; help?: string } = {},
) => f.number(label, { min: 0, max: INTEGER_COLUMN_MAX, ...options });

/** The branch of a branch-scoped row: a lookup of branches, shown by name. */
export const branchOf = (label: readonly [string, string] = ['Đơn vị', 'Branch']) =>
  f.lookup(label, 'branchs', {
    required: true,
    valueField: 'ma_dvcs',
    labelField: 'ten_dvcs',
    max: 16,
    code: true,
  });
