import { readFileSync } from 'node:fs';
import { CONTRACT_DOCUMENT_PATH } from '../../scripts/contract-document.js';
import { seededRandom, type SeededRandom } from '../../src/seed/seeded-random.js';

/** The parts of JSON Schema the contract uses. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
};

type RawOperation = {
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
};

type Document = {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, Parameter> };
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the contract, its references resolved. */
export type Operation = {
  method: HttpMethod;
  /** As in the document, relative to /api: '/sales/bills/{id}'. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  body: { kind: 'json' | 'multipart'; schema: JsonSchema; required: boolean } | undefined;
  /** Needs a bearer token (the operation declares the bearer security, not as an option). */
  signedIn: boolean;
  /** Declares a 400 answer (a route that reads nothing of the request declares none). */
  declaresBadRequest: boolean;
};

/** The committed contract, packages/api/openapi.json. */
export const readContract = (): Document =>
  JSON.parse(readFileSync(CONTRACT_DOCUMENT_PATH, 'utf8')) as Document;

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** A schema with its `$ref` (to components.schemas) followed. */
export const resolverOf = (document: Document) => {
  const resolve = (schema: JsonSchema | undefined): JsonSchema => {
    let current = schema ?? {};
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components.schemas[name] ?? {};
    }
    return current;
  };
  return resolve;
};

/** Every operation of the document, in document order. */
export const operationsOf = (document: Document): Operation[] => {
  const parameter = (p: Parameter | { $ref: string }): Parameter =>
    '$ref' in p ? document.components.parameters[p.$ref.replace('#/components/parameters/', '')]! : p;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = (operation.parameters ?? []).map(parameter);
        const content = operation.requestBody?.content ?? {};
        const json = content['application/json'];
        const multipart = content['multipart/form-data'];
        const body = json
          ? { kind: 'json' as const, schema: json.schema, required: operation.requestBody?.required ?? false }
          : multipart
            ? { kind: 'multipart' as const, schema: multipart.schema, required: true }
            : undefined;
        return {
          method: method.toUpperCase() as HttpMethod,
          path,
          pathParams: parameters.filter((p) => p.in === 'path'),
          query: parameters.filter((p) => p.in === 'query'),
          body,
          declaresBadRequest: '400' in (operation.responses ?? {}),
          signedIn:
            (operation.security ?? []).length > 0 &&
            !(operation.security ?? []).some(
              (requirement) => Object.keys(requirement as object).length === 0,
            ),
        };
      }),
  );
};

export { seededRandom };
export type Random = SeededRandom;

/** The pattern as a JavaScript regular expression (unicode when it parses so, e.g. `\p{L}`). */
export const patternOf = (schema: JsonSchema): RegExp | undefined => {
  if (!schema.pattern) return undefined;
  try {
    return new RegExp(schema.pattern, 'u');
  } catch {
    return new RegExp(schema.pattern);
  }
};

/** The types a schema allows, its options (anyOf, oneOf) included. */
export const typesOf = (schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): Set<string> => {
  const s = resolve(schema);
  const options = s.anyOf ?? s.oneOf;
  if (options) return new Set(options.flatMap((o) => [...typesOf(o, resolve)]));
  if (s.enum) return new Set(s.enum.map((v) => (v === null ? 'null' : typeof v)));
  if (s.type) return new Set([s.type].flat());
  if (s.properties) return new Set(['object']);
  return new Set(['any']);
};

/** The option of an anyOf that is not null (the value's own schema), or the schema itself. */
export const valueSchemaOf = (schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): JsonSchema => {
  const s = resolve(schema);
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  const value = options.map(resolve).find((o) => o.type !== 'null');
  return value ? valueSchemaOf(value, resolve) : s;
};

const fits = (schema: JsonSchema, text: string): boolean => {
  const pattern = patternOf(schema);
  return (
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!pattern || pattern.test(text))
  );
};

/** Values the demo tenant has, for fields whose sample must exist to get past the first checks. */
const knownValues: Record<string, unknown> = { ma_dvcs: 'CN01' };

const stringSample = (schema: JsonSchema, random: Random): string => {
  if (schema.format === 'uuid') return random.uuid();
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T08:00:00.000Z';
  if (schema.format === 'email') return 'fuzz@example.vn';
  const candidates = ['FZ01', '10:30', '2026-01-15', '#00AA00', 'fuzz@example.vn', '0901234567', 'fuzz', 'F'];
  return candidates.find((text) => fits(schema, text)) ?? 'f'.repeat(Math.max(1, schema.minLength ?? 1));
};

const numberSample = (schema: JsonSchema): number => {
  const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
  const high = schema.maximum ?? (schema.exclusiveMaximum ?? Infinity) - 1;
  return Math.min(Math.max(1, low), high);
};

/**
 * A value the schema accepts, as far as the schema says (lookups need not exist): every property, one item per
 * array, enums' first option, numbers near 1, strings that fit the pattern and lengths.
 */
export const sampleOf = (
  schema: JsonSchema,
  resolve: (s: JsonSchema) => JsonSchema,
  random: Random,
  name = '',
  depth = 0,
): unknown => {
  const s = resolve(schema);
  if (name in knownValues) return knownValues[name];
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const value = options.find((o) => resolve(o).type !== 'null') ?? options[0]!;
    return sampleOf(value, resolve, random, name, depth);
  }
  const type = [s.type].flat().find((t) => t !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'string':
      return stringSample(s, random);
    case 'integer':
      return Math.round(numberSample(s));
    case 'number':
      return numberSample(s);
    case 'boolean':
      return true;
    case 'array': {
      if (depth > 5 || !s.items) return [];
      const length = Math.max(1, s.minItems ?? 0);
      return Array.from({ length }, () => sampleOf(s.items!, resolve, random, name, depth + 1));
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, value]) => [
          key,
          sampleOf(value, resolve, random, key, depth + 1),
        ]),
      );
    default:
      return s.default ?? 'fuzz';
  }
};
