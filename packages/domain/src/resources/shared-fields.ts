import type { Title } from '../routes/types.js';
import { f, type Field, type LabelInput } from './fields.js';

/**
 * The field dictionary: the fields of the glossary that many resources share (DESIGN.md section 5), declared once
 * with their usual label, kind and limits. A declaration takes them as they are, `...shared('ghi_chu',
 * 'trang_thai')`, or with its own options, `ghi_chu: sharedField('ghi_chu', { max: 500 })` (a label, a limit,
 * `required`); what it does not override stays the dictionary's.
 */
export const fieldDictionary = {
  ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { fills: { ten_kh: 'ten_kh' } }),
  ten_kh: f.text(['Tên khách hàng', 'Customer name'], { max: 200 }),
  ma_nvbh: f.lookup(['Nhân viên bán hàng', 'Salesperson'], 'salers', { fills: { ten_nvbh: 'ten_nvbh' } }),
  ten_nvbh: f.text(['Tên nhân viên bán hàng', 'Salesperson name'], { max: 200 }),
  ma_vt: f.lookup(['Mã hàng', 'Product'], 'products', { fills: { ten_vt: 'ten_vt' } }),
  ten_vt: f.text(['Tên hàng', 'Product name'], { max: 200 }),
  dvt: f.lookup(['Đơn vị tính', 'Unit'], 'units'),
  ma_kho: f.lookup(['Kho', 'Warehouse'], 'warehouses'),
  dia_chi: f.text(['Địa chỉ', 'Address'], { max: 300 }),
  dien_thoai: f.phone(['Điện thoại', 'Phone']),
  email: f.email(['Email', 'Email']),
  dien_giai: f.text(['Diễn giải', 'Description'], { max: 500 }),
  ghi_chu: f.text(['Ghi chú', 'Note'], { max: 1000, multiline: true }),
  /** In use (true) or not: the active flag of a catalogue row. A status machine declares its own enum. */
  trang_thai: f.boolean(['Đang dùng', 'In use'], { defaultValue: true }),
} satisfies Record<string, Field>;

/** The names the dictionary declares. */
export type SharedFieldName = keyof typeof fieldDictionary;

type Dictionary = typeof fieldDictionary;

/** What a resource may change of a shared field: its options, and its label written `['vi', 'en']` or as a Title. */
export type SharedFieldOverrides<N extends SharedFieldName> = Partial<
  Omit<Dictionary[N], 'type' | 'label' | 'resource'>
> & { label?: LabelInput };

const titleOf = (label: LabelInput): Title =>
  Array.isArray(label) ? { vi: label[0], en: label[1] } : (label as Title);

/** One shared field with a resource's own options: `ghi_chu: sharedField('ghi_chu', { max: 500 })`. */
export const sharedField = <N extends SharedFieldName>(
  name: N,
  overrides: SharedFieldOverrides<N> = {},
): Dictionary[N] => {
  const { label, ...options } = overrides;
  return {
    ...fieldDictionary[name],
    ...options,
    ...(label ? { label: titleOf(label) } : {}),
  } as Dictionary[N];
};

/** The shared fields named, as they are, to spread into a declaration's fields: `...shared('ghi_chu')`. */
export const shared = <const N extends SharedFieldName>(...names: N[]): Pick<Dictionary, N> =>
  Object.fromEntries(names.map((name) => [name, fieldDictionary[name]])) as Pick<Dictionary, N>;
