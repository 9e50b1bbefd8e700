import { addressSearchQuerySchema, addressWardSchema, listOf } from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { addressData } from '../../services/address-data.js';
import { searchByName } from '../../services/address-search.js';
import { addressRouteConfig, addressSchemaBase, cacheAddressAnswer } from './address-route.js';

/** GET /api/districts/{id}/wards: the current wards an old (pre-2025) district's wards became. */
export const registerDistrictRoutes = (app: FastifyInstance): void => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/districts/:id/wards',
    {
      config: addressRouteConfig,
      schema: {
        ...addressSchemaBase,
        summary:
          'Legacy: the current wards that the wards of an old (pre-2025) district became, from the old-to-new ' +
          'ward mapping; {id} is a ma_huyen from GET /api/cities/{id}/districts',
        params: z.object({
          id: z.string().max(200).describe("Old district id, e.g. 'thanh-pho-ho-chi-minh.quan-go-vap'"),
        }),
        querystring: addressSearchQuerySchema,
        response: { 200: listOf(addressWardSchema) },
      },
    },
    async (request, reply) => {
      const data = await addressData();
      const wards = data.wardsByDistrict.get(request.params.id);
      if (!wards) throw new ApiError(404, 'DISTRICT_NOT_FOUND', {}, { id: request.params.id });
      const items = searchByName(wards, (w) => w.ten_xa, request.query.q);
      cacheAddressAnswer(reply);
      return { items, total: items.length };
    },
  );
};
