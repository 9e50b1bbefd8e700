import { describe, expect, it } from 'vitest';
import { draftOf } from '../../src/einvoice/draft.js';
import {
  invoiceTypeOf,
  issuedOfCreate,
  issuedOfSearch,
  viettelDateTime,
  viettelErrorOf,
  viettelInvoiceOf,
} from '../../src/einvoice/viettel-payload.js';

/** An invoice-orders row as the database answers it (bigint columns as text, the date as a Date). */
const row = {
  so_ct: 'DT000123',
  ngay_ct: new Date('2026-11-27T00:00:00Z'),
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  ten_dv_mua: 'Công ty TNHH Sen Việt',
  ma_so_thue: '0312345678',
  dia_chi: '12 Lê Lợi, Quận 1',
  email: 'ketoan@senviet.vn',
  mau_so: '1/001',
  ky_hieu: 'C26TAA',
  ma_httt: null,
};
const lines = [
  {
    ma_vt: 'GOI-60',
    ten_vt: 'Gội đầu 60 phút',
    dvt: 'LAN',
    so_luong: 3,
    gia: '333333',
    ck: 10,
    thue_suat: 8,
  },
  {
    ma_vt: 'MAS-60',
    ten_vt: 'Massage 60 phút',
    dvt: 'LAN',
    so_luong: 1,
    gia: '450000',
    ck: 0,
    thue_suat: 10,
  },
  { ma_vt: 'KEM', ten_vt: null, dvt: 'HOP', so_luong: 0.5, gia: '99999', ck: 0, thue_suat: 8 },
];

describe('an invoice as Viettel SInvoice gets it', () => {
  const draft = draftOf(row, lines);
  const body = viettelInvoiceOf(draft, '0b8f3a52-7d4e-4a43-9a55-5c5e0f5e8b11', '0100109106-507');

  it('maps the buyer, the template, the series and the transaction id', () => {
    expect(body.generalInvoiceInfo).toMatchObject({
      invoiceType: '1',
      templateCode: '1/001',
      invoiceSeries: 'C26TAA',
      currencyCode: 'VND',
      adjustmentType: '1',
      transactionUuid: '0b8f3a52-7d4e-4a43-9a55-5c5e0f5e8b11',
      invoiceNote: 'DT000123',
    });
    expect(body.generalInvoiceInfo).not.toHaveProperty('originalInvoiceId');
    expect(body.buyerInfo).toEqual({
      buyerCode: 'KH0001',
      buyerName: 'Trần Thị Mai',
      buyerLegalName: 'Công ty TNHH Sen Việt',
      buyerTaxCode: '0312345678',
      buyerAddressLine: '12 Lê Lợi, Quận 1',
      buyerEmail: 'ketoan@senviet.vn',
    });
    expect(body.sellerInfo).toEqual({ sellerTaxCode: '0100109106-507' });
    expect(body.payments).toEqual([{ paymentMethodName: 'TM/CK' }]);
    expect(draft.date).toBe('2026-11-27');
  });

  it('keeps every amount whole VND, rounded per line as the voucher does, and adds them up exactly', () => {
    expect(body.itemInfo).toEqual([
      expect.objectContaining({
        lineNumber: 1,
        itemCode: 'GOI-60',
        unitPrice: 333_333,
        quantity: 3,
        discount: 10,
        itemDiscount: 100_000,
        itemTotalAmountWithoutTax: 899_999,
        taxPercentage: 8,
        taxAmount: 72_000,
        itemTotalAmountWithTax: 971_999,
      }),
      expect.objectContaining({ lineNumber: 2, itemTotalAmountWithoutTax: 450_000, taxAmount: 45_000 }),
      // 0.5 × 99,999 = 49,999.5 → 50,000; 8 % = 4,000; the name falls back to the code.
      expect.objectContaining({
        lineNumber: 3,
        itemName: 'KEM',
        itemTotalAmountWithoutTax: 50_000,
        taxAmount: 4_000,
      }),
    ]);
    for (const item of body.itemInfo) {
      expect(Number.isInteger(item.itemTotalAmountWithoutTax)).toBe(true);
      expect(Number.isInteger(item.taxAmount)).toBe(true);
    }
    expect(body.summarizeInfo).toEqual({
      sumOfTotalLineAmountWithoutTax: 1_399_999,
      totalAmountWithoutTax: 1_399_999,
      totalTaxAmount: 121_000,
      totalAmountWithTax: 1_520_999,
      totalAmountWithTaxInWords: 'Một triệu năm trăm hai mươi nghìn chín trăm chín mươi chín đồng',
      discountAmount: 100_000,
    });
    expect(body.taxBreakdowns).toEqual([
      { taxPercentage: 8, taxableAmount: 949_999, taxAmount: 76_000 },
      { taxPercentage: 10, taxableAmount: 450_000, taxAmount: 45_000 },
    ]);
  });

  it('a replacement names the invoice it replaces', () => {
    const replacing = viettelInvoiceOf(draft, 'c1', '0100109106-507', {
      adjustmentType: '3',
      originalInvoiceId: 'C26TAA0000001',
      originalInvoiceIssueDate: 1_795_000_000_000,
      originalTemplateCode: '1/001',
      reason: 'Sai tên người mua',
      referenceDate: 1_795_100_000_000,
    });
    expect(replacing.generalInvoiceInfo).toMatchObject({
      adjustmentType: '3',
      originalInvoiceId: 'C26TAA0000001',
      originalInvoiceIssueDate: 1_795_000_000_000,
      originalTemplateCode: '1/001',
      additionalReferenceDesc: 'Sai tên người mua',
    });
    expect(replacing.generalInvoiceInfo).not.toHaveProperty('adjustmentInvoiceType');
  });
});

describe("Viettel SInvoice's answers", () => {
  it('reads errors, created and found invoices', () => {
    expect(viettelErrorOf({ errorCode: null, description: null })).toBeUndefined();
    expect(viettelErrorOf({ errorCode: 'INVOICE_SERIES_INVALID', description: 'Ký hiệu sai' })).toEqual({
      code: 'INVOICE_SERIES_INVALID',
      description: 'Ký hiệu sai',
    });
    expect(issuedOfCreate({ result: { invoiceNo: 'C26TAA0000007', reservationCode: 'ABC' } })).toEqual({
      invoiceNo: 'C26TAA0000007',
      reservationCode: 'ABC',
    });
    expect(issuedOfCreate({ result: null })).toBeUndefined();
    expect(
      issuedOfSearch({
        result: [
          { invoiceNo: 'C26TAA0000007', reservationCode: 'ABC', issueDate: Date.UTC(2026, 10, 27, 3) },
        ],
      }),
    ).toEqual({ invoiceNo: 'C26TAA0000007', reservationCode: 'ABC', issuedAt: '2026-11-27T03:00:00.000Z' });
    expect(issuedOfSearch({ result: [] })).toBeUndefined();
  });

  it('dates cancellations in Vietnam time and reads the invoice type of a template', () => {
    expect(viettelDateTime(new Date('2026-11-27T17:30:05Z'))).toBe('20261128003005');
    expect(invoiceTypeOf('2/001')).toBe('2');
    expect(invoiceTypeOf('')).toBe('1');
  });
});
