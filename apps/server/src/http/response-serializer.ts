import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Schema kinds whose encoding (JSON out) may differ from their parsing: codecs, transforms, caught errors. */
const DIRECTIONAL = new Set(['pipe', 'transform', 'prefault', 'catch', 'lazy', 'custom']);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/**
 * Whether the schema reads the same both ways: no part of it is a codec or a transform. Kinds the walk does not know
 * are taken as directional. A default counts as the same: a value that is there is checked alike; a missing one is
 * filled in by parsing (where encoding would refuse the body), the declared value for absent data.
 */
export const readsBothWays = (schema: unknown, seen = new Set<unknown>()): boolean => {
  const def = defOf(schema);
  if (!def) return false;
  if (seen.has(schema)) return true;
  seen.add(schema);
  if (DIRECTIONAL.has(def.type)) return false;
  const inner = (value: unknown) => readsBothWays(value, seen);
  switch (def.type) {
    case 'object':
      return (
        Object.values(def.shape as Record<string, unknown>).every(inner) &&
        (def.catchall === undefined || inner(def.catchall))
      );
    case 'array':
      return inner(def.element);
    case 'optional':
    case 'default':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'union':
      return (def.options as unknown[]).every(inner);
    case 'intersection':
      return inner(def.left) && inner(def.right);
    case 'record':
      return inner(def.keyType) && inner(def.valueType);
    case 'tuple':
      return (def.items as unknown[]).every(inner) && (def.rest == null || inner(def.rest));
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'null':
    case 'literal':
    case 'enum':
    case 'unknown':
    case 'any':
    case 'template_literal':
      return true;
    default:
      return false;
  }
};

/**
 * Response serialization: the body is checked against the route's zod schema, undeclared fields dropped, then
 * written as JSON. zod's encode (what fastify-type-provider-zod runs, so that codecs write their wire form) takes
 * its slow path on every object; a schema that reads the same both ways (every list of catalogue rows) is parsed
 * instead, zod's compiled fast path, with the same result at less than half the cost. Others keep the encode.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType) || !readsBothWays(schema)) return serializerCompiler(route);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success)
      throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
