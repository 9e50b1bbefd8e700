import { z } from 'zod';

/**
 * Address lookups (spec section 7) over Vietnam's administrative units after Resolution 202/2025/QH15: a
 * two-level model of 34 provinces or central cities (tỉnh/thành phố) and 3,321 wards or communes (phường/xã/đặc
 * khu). Districts (quận/huyện) no longer exist; the ones listed here are the pre-2025 districts, known only from the
 * old-to-new ward mapping, and are marked `legacy`.
 */

/** A province or centrally governed city; `ma_tinh` is the `{id}` of the city routes. */
export const addressCitySchema = z.object({
  ma_tinh: z.string().describe("Province code (GSO), e.g. '01' for Hà Nội, '79' for TP. Hồ Chí Minh"),
  ten_tinh: z.string().describe("Official name, e.g. 'Thành phố Hà Nội'"),
  loai: z.string().describe("Kind: 'Tỉnh' or 'Thành phố Trung Ương'"),
  ky_hieu: z.string().describe("Three-letter abbreviation, e.g. 'HNI'"),
});
export type AddressCity = z.infer<typeof addressCitySchema>;

/** A ward, commune or special zone of the current (post-2025) model. */
export const addressWardSchema = z.object({
  ma_xa: z.string().describe("Ward code (GSO), e.g. '00004'"),
  ten_xa: z.string().describe("Official name, e.g. 'Phường Ba Đình'"),
  ma_tinh: z.string().describe('Code of the province or city the ward belongs to'),
});
export type AddressWard = z.infer<typeof addressWardSchema>;

/**
 * A pre-2025 district (legacy). The address data names old districts but gives them no codes, so `ma_huyen` is a
 * stable slug of the old province and district names ('thanh-pho-ho-chi-minh.quan-go-vap').
 */
export const addressDistrictSchema = z.object({
  ma_huyen: z.string().describe('Stable id of the old district: slug of old province and district names'),
  ten_huyen: z.string().describe("Old district name, e.g. 'Quận Gò Vấp'"),
  ten_tinh_cu: z.string().describe('Old (pre-2025) province name'),
  legacy: z.literal(true).describe('Always true: districts were abolished on 1 July 2025'),
});
export type AddressDistrict = z.infer<typeof addressDistrictSchema>;

/** One row of the old-to-new ward mapping. */
export const wardMappingSchema = z.object({
  ma_xa_cu: z.string().nullable().describe('Old ward code (GSO); null for a few rows the data gives no code'),
  ten_xa_cu: z.string(),
  ma_huyen_cu: z.string().describe('Id of the old district (as in GET /api/cities/{id}/districts)'),
  ten_huyen_cu: z.string(),
  ten_tinh_cu: z.string(),
  ma_xa: z.string().describe('Code of the current ward the old ward became (all or part of)'),
  ten_xa: z.string(),
  ma_tinh: z.string(),
  ten_tinh: z.string(),
});
export type WardMapping = z.infer<typeof wardMappingSchema>;

/** Accent-insensitive search on the names of a list ('ha noi' finds 'Thành phố Hà Nội'). */
export const addressSearchQuerySchema = z.object({
  q: z.string().max(100).optional().describe('Words to find in the name, accents and case ignored'),
});

/** GET /api/address/ward-mappings: the old-to-new mapping, filtered. */
export const wardMappingQuerySchema = z.object({
  old_ward: z
    .string()
    .max(20)
    .optional()
    .describe("Old ward code (GSO), e.g. '26881' (Phường 12, Quận Gò Vấp)"),
  district: z.string().max(200).optional().describe('Id of an old district (ma_huyen)'),
  new_ward: z.string().max(20).optional().describe('Code of a current ward: the old wards it absorbed'),
  q: z
    .string()
    .max(100)
    .optional()
    .describe('Words to find in the old ward, district and province names, accents and case ignored'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('At most this many items (1-1000)'),
});
export type WardMappingQuery = z.infer<typeof wardMappingQuerySchema>;
