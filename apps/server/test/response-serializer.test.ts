import { resourceCatalogue } from '@sen/domain/resources';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsBothWays, responseSerializerCompiler } from '../src/http/response-serializer.js';
import { schemasOf } from '../src/routes/resource-sets/catalogue-schemas.js';
import { send } from './helpers/resource-set-calls.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('which responses are parsed rather than encoded', () => {
  it('parses plain data: objects, arrays, unions, optional and nullable values', () => {
    const plain = z.object({
      a: z.string().trim().max(5),
      b: z.number().int().nullable(),
      c: z.array(z.object({ d: z.enum(['x', 'y']).optional() })),
      e: z.union([z.literal(1), z.null()]),
      f: z.record(z.string(), z.boolean()),
      g: z.string().default(''),
    });
    expect(readsBothWays(plain)).toBe(true);
  });

  it('encodes anything that reads differently each way, or that it does not know', () => {
    expect(readsBothWays(z.object({ on: z.stringbool() }))).toBe(false);
    expect(readsBothWays(z.array(z.string().transform((s) => s.length)))).toBe(false);
    expect(readsBothWays(z.object({ at: z.date() }))).toBe(false);
  });

  it("parses every catalogue resource's list and row (the hot path of the back office)", () => {
    for (const resource of resourceCatalogue) {
      const schemas = schemasOf(resource);
      expect(readsBothWays(schemas.list), resource.name).toBe(true);
      expect(readsBothWays(schemas.row), resource.name).toBe(true);
    }
  });
});

describe('the response serializer', () => {
  it('drops undeclared fields and refuses a body that breaks the schema, saying where', () => {
    const write = serializerOf(z.object({ ma_kh: z.string(), total: z.number().int() }));
    expect(write({ ma_kh: 'KH01', total: 2, mat_khau: 'secret' })).toBe('{"ma_kh":"KH01","total":2}');
    expect(() => write({ ma_kh: 'KH01', total: 'two' })).toThrow(ResponseSerializationError);
    const error = (() => {
      try {
        serializerOf(z.object({ items: z.array(z.object({ ten_kh: z.string() })) }))({
          items: [{ ten_kh: 'An' }, { ten_kh: 42 }],
        });
      } catch (e) {
        return e as ResponseSerializationError;
      }
    })();
    expect((error?.cause as z.ZodError).issues[0]?.path).toEqual(['items', 1, 'ten_kh']);
  });

  it('checks what zod checks: required fields, integers, lengths, patterns, enums, finite numbers', () => {
    const write = serializerOf(
      z.object({
        ma: z
          .string()
          .max(4)
          .regex(/^[A-Z]+$/),
        n: z.number().int(),
        x: z.number(),
        g: z.enum(['1', '2']).nullable(),
      }),
    );
    expect(write({ ma: 'AB', n: 1, x: 1.5, g: null })).toBe('{"ma":"AB","n":1,"x":1.5,"g":null}');
    for (const bad of [
      { n: 1, x: 1, g: null },
      { ma: 'AB', n: 1.5, x: 1, g: null },
      { ma: 'ABCDE', n: 1, x: 1, g: null },
      { ma: 'ab', n: 1, x: 1, g: null },
      { ma: 'AB', n: 1, x: 1, g: '3' },
      { ma: 'AB', n: 1, x: Number.NaN, g: null },
      { ma: 'AB', n: 1, x: Number.POSITIVE_INFINITY, g: null },
      { ma: null, n: 1, x: 1, g: null },
    ])
      expect(() => write(bad), JSON.stringify(bad)).toThrow(ResponseSerializationError);
  });

  it('writes value-or-null fields, nested lists, records and defaults as zod parses them', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.array(z.object({ c: z.number().nullable(), d: z.boolean().optional() })),
      e: z.record(z.string(), z.number()),
      f: z.union([z.literal(1), z.string()]),
      g: z.string().default('mặc định'),
      h: z.unknown(),
    });
    const write = serializerOf(schema);
    for (const body of [
      {
        a: 'Nguyễn "Văn" An\n',
        b: [{ c: 1.25 }, { c: null, d: true }],
        e: { x: 1 },
        f: 1,
        g: 'có',
        h: { k: [1] },
      },
      { a: null, b: [], e: {}, f: 'một', h: null },
    ])
      expect(write(structuredClone(body))).toBe(JSON.stringify(schema.parse(body)));
  });

  it('writes a codec in its wire form', () => {
    const write = serializerOf(z.object({ on: z.stringbool() }));
    expect(write({ on: true })).toBe('{"on":"true"}');
  });
});

/** The body is what zod's parse of it gives: nothing it would drop, change or refuse (in any key order). */
const expectAsZodReads = (body: string, schema: z.ZodType, what: string) =>
  expect(JSON.parse(body), what).toStrictEqual(schema.parse(JSON.parse(body)));

describe('every catalogue list and row as served', () => {
  let server: TestServer;
  let admin = '';
  beforeAll(async () => {
    server = await startTestServer();
    admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  });
  afterAll(() => server.close());

  it('is what zod reads of it: the compiled check and writer agree with the schema', async () => {
    let rows = 0;
    for (const resource of resourceCatalogue) {
      const schemas = schemasOf(resource);
      const list = await send(server.app, 'GET', `/api/${resource.path}?pageIndex=0&pageSize=10`, {
        token: admin,
      });
      expect(list.statusCode, `${resource.path}: ${list.body.slice(0, 300)}`).toBe(200);
      expectAsZodReads(list.body, schemas.list, resource.path);
      const first = (list.json().items as { _id: string }[])[0];
      if (!first) continue;
      const one = await send(server.app, 'GET', `/api/${resource.path}/${first._id}`, { token: admin });
      expect(one.statusCode, `${resource.path}/${first._id}: ${one.body.slice(0, 300)}`).toBe(200);
      expectAsZodReads(one.body, schemas.row, `${resource.path}/:id`);
      rows += 1;
    }
    expect(rows).toBeGreaterThan(resourceCatalogue.length * 0.8);
  });
});
