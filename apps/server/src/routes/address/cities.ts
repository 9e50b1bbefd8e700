import {
  addressCitySchema,
  addressDistrictSchema,
  addressSearchQuerySchema,
  addressWardSchema,
  listOf,
} from '@sen/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { addressData, type AddressData } from '../../services/address-data.js';
import { searchByName } from '../../services/address-search.js';
import { addressRouteConfig, addressSchemaBase, cacheAddressAnswer } from './address-route.js';

const cityParams = z.object({ id: z.string().max(10).describe("Province code (ma_tinh), e.g. '01'") });

const cityOrThrow = (data: AddressData, id: string) => {
  const city = data.cityByCode.get(id);
  if (!city) throw new ApiError(404, 'CITY_NOT_FOUND', {}, { id });
  return city;
};

/** GET /api/cities, /api/cities/{id}/wards and /api/cities/{id}/districts. */
export const registerCityRoutes = (app: FastifyInstance): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/cities',
    {
      config: addressRouteConfig,
      schema: {
        ...addressSchemaBase,
        summary:
          'The 34 provinces and central cities (since 1 July 2025), by code; q searches names without accents',
        querystring: addressSearchQuerySchema,
        response: { 200: listOf(addressCitySchema) },
      },
    },
    async (request, reply) => {
      const data = await addressData();
      const items = searchByName(data.cities, (c) => c.ten_tinh, request.query.q);
      cacheAddressAnswer(reply);
      return { items, total: items.length };
    },
  );

  typed.get(
    '/api/cities/:id/wards',
    {
      config: addressRouteConfig,
      schema: {
        ...addressSchemaBase,
        summary: 'The wards, communes and special zones of a province or city, by code; q searches names',
        params: cityParams,
        querystring: addressSearchQuerySchema,
        response: { 200: listOf(addressWardSchema) },
      },
    },
    async (request, reply) => {
      const data = await addressData();
      const city = cityOrThrow(data, request.params.id);
      const items = searchByName(data.wardsByCity.get(city.ma_tinh) ?? [], (w) => w.ten_xa, request.query.q);
      cacheAddressAnswer(reply);
      return { items, total: items.length };
    },
  );

  typed.get(
    '/api/cities/:id/districts',
    {
      config: addressRouteConfig,
      schema: {
        ...addressSchemaBase,
        summary:
          'Legacy: the pre-2025 districts whose wards now lie in the city. Districts were abolished on 1 July 2025 ' +
          '(two-level model: city and ward); these come from the old-to-new ward mapping, for reading old addresses',
        params: cityParams,
        querystring: addressSearchQuerySchema,
        response: { 200: listOf(addressDistrictSchema) },
      },
    },
    async (request, reply) => {
      const data = await addressData();
      const city = cityOrThrow(data, request.params.id);
      const items = searchByName(
        data.districtsByCity.get(city.ma_tinh) ?? [],
        (d) => d.ten_huyen,
        request.query.q,
      );
      cacheAddressAnswer(reply);
      return { items, total: items.length };
    },
  );
};
