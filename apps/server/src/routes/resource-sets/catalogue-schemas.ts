import type { Resource } from '@sen/domain';
import { z } from 'zod';

/**
 * The schemas the routes of a set declare: a row, the list, the create/replace body, the patch body and the
 * lookup's answer (the list's rows, every field optional: a user who may only pick the rows gets code and name).
 */
export type SetSchemas = {
  row: z.ZodType;
  list: z.ZodType;
  input: z.ZodType;
  patch: z.ZodType;
  lookup: z.ZodType;
};

/** A field without its default (a response writer would put the default in where the field is left out). */
const withoutDefault = (schema: z.ZodType): z.ZodType => {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  return def.type === 'default' && def.innerType ? def.innerType : schema;
};

/** A lookup's answer: rows of the list, every field optional (and no default filled in). */
const lookupListOf = (row: z.ZodObject) =>
  z.object({
    items: z.array(
      z.object(
        Object.fromEntries(
          Object.entries(row.shape).map(([name, field]) => [
            name,
            withoutDefault(field as z.ZodType).optional(),
          ]),
        ),
      ),
    ),
    total: z.number().int(),
  });

/** 'restaurant-tables' -> 'RestaurantTables'. */
const pascal = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/** Names a schema once in the document (components.schemas, referenced by $ref). */
const named = <T extends z.ZodType>(schema: T, id: string): T => {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  return schema;
};

const cache = new WeakMap<Resource, SetSchemas>();

/**
 * The route schemas of a resource, named components (about 160 resources would otherwise repeat each row in every
 * operation); its list rows leave the voucher lines out (GET one has them).
 */
export const schemasOf = (resource: Resource): SetSchemas => {
  const cached = cache.get(resource);
  if (cached) return cached;
  const name = pascal(resource.name);
  const row = named(resource.rowSchema as unknown as z.ZodObject, `${name}Row`);
  const listRow = resource.linesField
    ? named(
        row.omit({ [resource.linesField]: true } as Record<string, true> & Record<number, never>),
        `${name}ListRow`,
      )
    : row;
  const schemas: SetSchemas = {
    row,
    list: named(z.object({ items: z.array(listRow), total: z.number().int() }), `${name}List`),
    input: named(resource.inputSchema, `${name}Record`),
    patch: named(resource.patchSchema, `${name}Patch`),
    lookup: named(lookupListOf(listRow), `${name}LookupList`),
  };
  cache.set(resource, schemas);
  return schemas;
};

const viewInputs = new Map<string, z.ZodType>();

/**
 * The create/replace body of a writable view (defineView with readOnly false): the resource's, with the view's
 * fixed fields optional, since the server stamps them. Named `<View>Record` when it differs from the resource's.
 */
export const viewInputSchemaOf = (
  set: Resource,
  view: { name: string; fixedFilters: Readonly<Record<string, unknown>> },
): z.ZodType => {
  const fixed = Object.keys(view.fixedFilters);
  const input = schemasOf(set).input;
  if (fixed.length === 0) return input;
  let schema = viewInputs.get(view.name);
  if (!schema) {
    const mask = Object.fromEntries(fixed.map((field) => [field, true])) as Record<string, true>;
    schema = named((input as z.ZodObject).partial(mask as never), `${pascal(view.name)}Record`);
    viewInputs.set(view.name, schema);
  }
  return schema;
};
