import { listOf, matchesFolded, wardMappingQuerySchema, wardMappingSchema } from '@sen/domain';
import type { WardMapping, WardMappingQuery } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addressData } from '../../services/address-data.js';
import { addressRouteConfig, addressSchemaBase, cacheAddressAnswer } from './address-route.js';

const matches = (row: WardMapping, query: WardMappingQuery): boolean =>
  (!query.old_ward || row.ma_xa_cu === query.old_ward.trim()) &&
  (!query.new_ward || row.ma_xa === query.new_ward.trim()) &&
  (!query.district || row.ma_huyen_cu === query.district.trim()) &&
  (!query.q?.trim() || matchesFolded(`${row.ten_xa_cu} ${row.ten_huyen_cu} ${row.ten_tinh_cu}`, query.q));

/** GET /api/address/ward-mappings: how pre-2025 wards map to the current ones. */
export const registerWardMappingRoute = (app: FastifyInstance): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/address/ward-mappings',
    {
      config: addressRouteConfig,
      schema: {
        ...addressSchemaBase,
        summary:
          'The old-to-new ward mapping of Resolution 202/2025/QH15, filtered by old ward code, old district, new ' +
          'ward code and accent-insensitive words; total counts every match, items holds at most limit of them',
        querystring: wardMappingQuerySchema,
        response: { 200: listOf(wardMappingSchema) },
      },
    },
    async (request, reply) => {
      const data = await addressData();
      const found = data.mappings.filter((row) => matches(row, request.query));
      cacheAddressAnswer(reply);
      return { items: found.slice(0, request.query.limit), total: found.length };
    },
  );
};
