import type { Resource } from '@sen/domain';
import type { z } from 'zod';

/**
 * What the hooks need of a declaration (`defineResource`: the catalogue's resources and the start-up ones, units,
 * warehouses...).
 */
export type RecordsResource = Pick<
  Resource,
  | 'name'
  | 'path'
  | 'title'
  | 'menuId'
  | 'readAccess'
  | 'extras'
  | 'addressBy'
  | 'keyFields'
  | 'keyOf'
  | 'filterFields'
  | 'searchFields'
  | 'defaultSort'
> & {
  rowSchema: z.ZodObject;
  /** Set on catalogue resources a signed-in customer may read (their own rows). */
  customerAccess?: { field: string; fields: readonly string[] } | undefined;
  /** Catalogue resources: the voucher lines field and its fields, and the values computed from the others. */
  linesField?: string | undefined;
  derive?: ((record: Record<string, unknown>) => Record<string, unknown>) | undefined;
};

/** The fields a declaration names itself (its `fields` type without the index signature it also carries). */
type DeclaredFields<T> = {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/** The wire value of a catalogue field by its kind (`f.money` a number, `f.boolean` a boolean, ...). */
export type FieldValue<T> = T extends { type: 'number' | 'money' | 'percent' }
  ? number
  : T extends { type: 'boolean' }
    ? boolean
    : T extends { type: 'lines' }
      ? Record<string, unknown>[]
      : string;

/** The fields every catalogue row may carry without declaring them: branch, voucher header, approval, stamps. */
type BuiltInValues = {
  ma_dvcs?: string | null;
  stt_rec?: string | null;
  ma_ct?: string | null;
  so_ct?: string | null;
  ngay_ct?: string | null;
  nguoi_duyet?: string | null;
  ngay_duyet?: string | null;
  nguoi_tao?: string | null;
  ngay_tao?: string | null;
  nguoi_sua?: string | null;
  ngay_sua?: string | null;
};

/**
 * A catalogue row (`defineResource`), typed from its declared fields: each field's value by its kind, or null
 * (a field left empty, or hidden from a customer), plus `_id`, `_version` and the built-in fields.
 */
export type CatalogueRowOf<F> = { _id: string; _version: string } & {
  [K in keyof DeclaredFields<F>]: FieldValue<DeclaredFields<F>[K]> | null;
} & BuiltInValues;

/**
 * A row of the resource as the API sends it: a catalogue resource's from its declared fields, a start-up set's
 * (units, warehouses...) from its zod row schema; a resource typed only as `Resource` gives `GenericRow`.
 */
export type RowOf<R extends { rowSchema: z.ZodType }> = R extends { kind: 'resource'; fields: infer F }
  ? [keyof DeclaredFields<F>] extends [never]
    ? GenericRow
    : CatalogueRowOf<F>
  : z.infer<R['rowSchema']>;

/** A row of a resource not known until run time (the back office's generic pages): any field by name. */
export type GenericRow = { _id: string; _version: string } & Record<string, unknown>;

/** A field name of the resource's rows. */
export type FieldOf<R extends { rowSchema: z.ZodType }> = keyof RowOf<R> & string;
