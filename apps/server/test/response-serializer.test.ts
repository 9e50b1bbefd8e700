import { resourceCatalogue } from '@sen/domain/resources';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsBothWays, responseSerializerCompiler } from '../src/http/response-serializer.js';
import { schemasOf } from '../src/routes/resource-sets/catalogue-schemas.js';
import { setOfResource } from '../src/routes/resource-sets/catalogue-storage.js';

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
      const schemas = schemasOf(setOfResource(resource));
      expect(readsBothWays(schemas.list), resource.name).toBe(true);
      expect(readsBothWays(schemas.row), resource.name).toBe(true);
    }
  });
});

describe('the response serializer', () => {
  it('drops undeclared fields and refuses a body that breaks the schema', () => {
    const write = serializerOf(z.object({ ma_kh: z.string(), total: z.number().int() }));
    expect(write({ ma_kh: 'KH01', total: 2, mat_khau: 'secret' })).toBe('{"ma_kh":"KH01","total":2}');
    expect(() => write({ ma_kh: 'KH01', total: 'two' })).toThrow(ResponseSerializationError);
  });

  it('writes a codec in its wire form', () => {
    const write = serializerOf(z.object({ on: z.stringbool() }));
    expect(write({ on: true })).toBe('{"on":"true"}');
  });
});
