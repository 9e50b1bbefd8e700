import { describe, expect, it } from 'vitest';
import { resourceCatalogue } from './catalogue.js';
import { customerRowsOf, customerViewOf } from './customer-access.js';
import { defineResource } from './define-resource.js';
import { f } from './fields.js';
import { paymentCardHistories } from './sales/payment-card-books.js';
import { paymentCards } from './sales/payment-cards.js';

const card = (customerAccess: { field: 'ma_kh' | 'ma_the'; fields: ('ma_the' | 'ma_kh' | 'ghi_chu')[] }) =>
  defineResource({
    name: 'test-cards',
    route: '/sales/payment-cards',
    table: 'test_cards',
    title: ['Thẻ', 'Cards'],
    fields: {
      ma_the: f.code(['Mã thẻ', 'Card'], { required: true }),
      ma_kh: f.lookup(['Khách hàng', 'Customer'], 'partners', { required: true }),
      ghi_chu: f.text(['Ghi chú', 'Note']),
    },
    keyFields: ['ma_the'],
    listColumns: ['ma_the'],
    search: ['ma_the'],
    defaultSort: ['ma_the'],
    customerAccess,
  });

describe('customer access', () => {
  it('finds a customer’s cards by their code, and a card’s history through the cards', () => {
    expect(customerRowsOf(paymentCards)).toEqual({ field: 'ma_kh' });
    expect(customerRowsOf(paymentCardHistories)).toEqual({
      field: 'ma_the',
      through: paymentCards,
      targetField: 'ma_the',
    });
  });

  it('every customer-readable resource of the catalogue names its customer or a readable resource', () => {
    const readable = resourceCatalogue.filter((r) => r.customerAccess);
    expect(readable.map((r) => r.name).sort()).toEqual([
      'customer-packages',
      'payment-card-histories',
      'payment-cards',
    ]);
    for (const resource of readable) expect(() => customerRowsOf(resource), resource.name).not.toThrow();
  });

  it('sends a customer the fields it shows, the others empty', () => {
    const row = {
      _id: 'a',
      _version: '7',
      ma_the: 'THE001',
      ma_kh: 'KH0001',
      ghi_chu: 'nội bộ',
      nguoi_tao: 'x',
    };
    expect(customerViewOf(card({ field: 'ma_kh', fields: ['ma_the', 'ma_kh'] }), row)).toEqual({
      _id: 'a',
      _version: '7',
      ma_the: 'THE001',
      ma_kh: 'KH0001',
      ghi_chu: null,
      nguoi_tao: null,
    });
  });

  it('refuses a declaration hiding a field no row leaves empty, or naming no field of it', () => {
    expect(() => card({ field: 'ma_kh', fields: ['ma_kh', 'ghi_chu'] })).toThrow(/must show ma_the/);
    expect(() => card({ field: 'ma_kh', fields: ['ma_the', 'ma_kh', 'so_du' as 'ma_kh'] })).toThrow(
      /'so_du', not a field/,
    );
  });

  it('refuses a customer field that is not a lookup of customers or of a customer-readable resource', () => {
    expect(() => customerRowsOf(card({ field: 'ma_the', fields: ['ma_the', 'ma_kh'] }))).toThrow(
      /not a lookup/,
    );
  });
});
