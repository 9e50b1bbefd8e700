import { tillResources } from '../session/till-resources';
import type { Line, LinesChange } from '@sen/records';
import type { CatalogueItem } from '../catalogue/catalogue-search';

/**
 * The till's cart: the lines of the retail order it will become (ma_vt, ten_vt, loai_vt, dvt, gia, so_luong, and
 * `ma_lt` where a package session pays the line), its amounts and total derived by the order's own rule (a line paid
 * by a session costs nothing more).
 */
export const cartResource = tillResources.retailOrders;

/** What the till knows of an item it sells (goods or a service of the kept catalogue). */
export type SaleItem = Pick<CatalogueItem, 'ma_vt' | 'ten_vt' | 'loai_vt' | 'dvt' | 'gia_ban'>;

/** A cart line as the bill stores it. */
export type CartLine = Line & {
  ma_vt: string;
  ten_vt: string;
  dvt: string | null;
  gia: number;
  so_luong: number;
};

const indexOf = (lines: readonly Line[], ma_vt: string) => lines.findIndex((line) => line.ma_vt === ma_vt);

/**
 * Adding an item: one more of it when it is in the cart, else a new line of one at its sale price and its tax rate
 * (what the server will charge when the till prices the cart without it: the network down).
 */
export const addItem = (lines: readonly Line[], item: SaleItem, thue_suat = 0): LinesChange => {
  const { ma_vt } = item;
  const index = indexOf(lines, ma_vt);
  if (index >= 0)
    return { type: 'update', index, values: { so_luong: Number(lines[index]!.so_luong ?? 0) + 1 } };
  return {
    type: 'add',
    line: {
      ma_vt,
      ten_vt: item.ten_vt,
      loai_vt: item.loai_vt,
      dvt: item.dvt,
      gia: item.gia_ban,
      so_luong: 1,
      ck: 0,
      thue_suat,
    },
  };
};

/** One more or one less of a line; one less of a single one takes the line out. */
export const stepQuantity = (lines: readonly Line[], index: number, step: 1 | -1): LinesChange => {
  const next = Number(lines[index]?.so_luong ?? 0) + step;
  return next <= 0 ? { type: 'remove', index } : { type: 'update', index, values: { so_luong: next } };
};
