import { describe, expect, it } from 'vitest';
import { packageProductProblem } from '../stock/products.js';
import { salesServices } from './services.js';
import { retailOrders } from './orders.js';
import {
  packageCustomerRefusal,
  packageOtpRefusal,
  packagePostings,
  packageReturnsOf,
  packageUsesAfter,
  packageUsesOf,
  prepaidOtpRefusal,
  prepaidSpendSignature,
  returnedSessionsAfter,
  sessionValueOf,
  soldPackagesOf,
  type PackageProduct,
  type StoredPackage,
} from './package-posting.js';

const massage10: PackageProduct = {
  ma_vt: 'GOI-MASSAGE-10',
  ten_vt: 'Liệu trình massage body 10 buổi',
  ma_dv_chinh: 'DV-MASSAGE-90',
  ten_dv: 'Massage body đá nóng 90 phút',
  so_buoi: 10,
  so_ngay_hl: 180,
};
const products = (ma_vt: string) => (ma_vt === massage10.ma_vt ? massage10 : undefined);

const bill = {
  ma_dvcs: 'CN01',
  so_ct: 'HD000123',
  ngay_ct: '2026-11-02',
  ma_kh: 'KH0001',
  ten_kh: 'Trần Thị Mai',
  con_no: 1_000_000,
  chi_tiet: [
    { ma_vt: 'VT001', so_luong: 1, thanh_tien: 345_000 },
    { ma_vt: 'GOI-MASSAGE-10', so_luong: 1, thanh_tien: 4_500_000 },
  ],
};

describe('a sale of a package product', () => {
  it('gives the customer its sessions of the service, worth the line, valid its days, coded by branch, bill and line', () => {
    expect(soldPackagesOf(bill, products)).toEqual([
      {
        line: 2,
        ma_lt: 'CN01.HD000123.2',
        ma_kh: 'KH0001',
        ten_kh: 'Trần Thị Mai',
        ma_goi: 'GOI-MASSAGE-10',
        ten_goi: 'Liệu trình massage body 10 buổi',
        ma_dv: 'DV-MASSAGE-90',
        ten_dv: 'Massage body đá nóng 90 phút',
        so_buoi: 10,
        tien_goi: 4_500_000,
        con_no: 1_000_000,
        ngay_mua: '2026-11-02',
        ngay_het_han: '2027-05-01',
        so_ct_ban: 'HD000123',
        ma_dvcs: 'CN01',
      },
    ]);
  });

  it('multiplies the sessions by the quantity; no limit without validity days; debt shared out line by line', () => {
    const two = soldPackagesOf(
      {
        ...bill,
        con_no: 5_000_000,
        chi_tiet: [
          { ma_vt: 'GOI-MASSAGE-10', so_luong: 2, thanh_tien: 9_000_000 },
          { ma_vt: 'GOI-MASSAGE-10', so_luong: 1, thanh_tien: 4_500_000 },
        ],
      },
      (code) => (code === massage10.ma_vt ? { ...massage10, so_ngay_hl: 0 } : undefined),
    );
    expect(two.map((p) => [p.so_buoi, p.con_no, p.ngay_het_han])).toEqual([
      [20, 5_000_000, null],
      [10, 0, null],
    ]);
  });

  it('gives nothing for a product that is not a complete package', () => {
    expect(soldPackagesOf(bill, () => undefined)).toEqual([]);
    expect(
      soldPackagesOf(bill, (code) => (products(code) ? { ...massage10, so_buoi: 0 } : undefined)),
    ).toEqual([]);
  });
});

describe('sessions used by a service voucher', () => {
  const stored: StoredPackage = {
    ma_lt: 'CN01.HD000123.2',
    ma_dv: 'DV-MASSAGE-90',
    so_buoi: 10,
    so_buoi_dung: 8,
    so_buoi_tra: 0,
    tien_goi: 4_500_000,
    con_no: 0,
    ngay_het_han: '2027-05-01',
  };
  const packages = new Map([[stored.ma_lt, stored]]);
  const use = (so_buoi: number, ma_vt = 'DV-MASSAGE-90', ma_lt = stored.ma_lt) => ({
    line: 1,
    ma_lt,
    ma_vt,
    so_buoi,
  });
  const none = () => false;

  it('reads the lines naming a package; those lines cost nothing more', () => {
    const voucher = {
      chi_tiet: [
        { ma_vt: 'DV-MASSAGE-90', ma_lt: stored.ma_lt, so_luong: 1, gia: 650_000 },
        { ma_vt: 'DV-GOI-DAU', so_luong: 1, gia: 120_000 },
      ],
    };
    expect(packageUsesOf(voucher)).toEqual([use(1)]);
    const derived = salesServices.derive!(voucher) as { chi_tiet: { thanh_tien: number }[]; t_tt: number };
    expect(derived.chi_tiet.map((line) => line.thanh_tien)).toEqual([0, 120_000]);
    expect(derived.t_tt).toBe(120_000);
  });

  it('counts what is used, taking back what the voucher used before', () => {
    expect(packageUsesAfter([], [use(2)], packages, '2026-11-20', none)).toEqual({
      ok: true,
      used: new Map([[stored.ma_lt, 10]]),
    });
    // The voucher used 1 before, now 3: 8 - 1 + 3.
    expect(packageUsesAfter([use(1)], [use(3)], packages, '2026-11-20', none)).toEqual({
      ok: true,
      used: new Map([[stored.ma_lt, 10]]),
    });
    expect(packageUsesAfter([use(2)], [], packages, '2026-11-20', none)).toEqual({
      ok: true,
      used: new Map([[stored.ma_lt, 6]]),
    });
  });

  it('refuses more sessions than are left, unless sale_service_package_not_enough', () => {
    expect(packageUsesAfter([], [use(3)], packages, '2026-11-20', none)).toMatchObject({
      ok: false,
      refusal: { status: 409, code: 'PACKAGE_NOT_ENOUGH', field: 'chi_tiet.0.ma_lt', params: { con: 2 } },
    });
    const allowed = (name: string) => name === 'sale_service_package_not_enough';
    expect(packageUsesAfter([], [use(3)], packages, '2026-11-20', allowed)).toMatchObject({
      ok: true,
      used: new Map([[stored.ma_lt, 11]]),
    });
  });

  it('refuses an expired package, one not fully paid, another service and a second package', () => {
    expect(packageUsesAfter([], [use(1)], packages, '2027-05-02', none)).toMatchObject({
      refusal: { code: 'PACKAGE_EXPIRED', params: { ngay_het_han: '01/05/2027' } },
    });
    const owing = new Map([[stored.ma_lt, { ...stored, con_no: 500_000 }]]);
    expect(packageUsesAfter([], [use(1)], owing, '2026-11-20', none)).toMatchObject({
      refusal: { code: 'PACKAGE_NOT_PAID', params: { con_no: 500_000 } },
    });
    expect(
      packageUsesAfter(
        [],
        [use(1)],
        owing,
        '2026-11-20',
        (name) => name === 'sale_service_package_debt_money',
      ),
    ).toMatchObject({ ok: true });
    const main = (name: string) => name === 'sale_service_package_require_main';
    expect(packageUsesAfter([], [use(1, 'DV-GOI-DAU')], packages, '2026-11-20', main)).toMatchObject({
      refusal: { code: 'PACKAGE_OTHER_SERVICE', params: { ma_dv: 'DV-MASSAGE-90' } },
    });
    expect(packageUsesAfter([], [use(1, 'DV-GOI-DAU')], packages, '2026-11-20', none)).toMatchObject({
      ok: true,
    });
    const second = { ...stored, ma_lt: 'CN01.HD000200.1', so_buoi_dung: 0 };
    const both = new Map([...packages, [second.ma_lt, second]]);
    const two = [use(1), { ...use(1, 'DV-MASSAGE-90', second.ma_lt), line: 2 }];
    expect(packageUsesAfter([], two, both, '2026-11-20', none)).toMatchObject({
      refusal: { status: 400, code: 'PACKAGE_MULTIPLE', field: 'chi_tiet.1.ma_lt' },
    });
    expect(
      packageUsesAfter([], two, both, '2026-11-20', (name) => name === 'sale_service_package_multiple'),
    ).toMatchObject({
      ok: true,
      used: new Map([
        [stored.ma_lt, 9],
        [second.ma_lt, 1],
      ]),
    });
  });

  it('values sessions at the package’s value per session', () => {
    expect(sessionValueOf(stored, 1)).toBe(450_000);
    expect(sessionValueOf({ tien_goi: 1_000_000, so_buoi: 3 }, 1)).toBe(333_333);
  });
});

describe('a package product', () => {
  it('names its service and more than 0 sessions', () => {
    expect(packageProductProblem({ loai_vt: 'GOI', so_buoi: 10 })).toEqual({
      code: 'PACKAGE_SERVICE_REQUIRED',
      field: 'ma_dv_chinh',
    });
    expect(packageProductProblem({ loai_vt: 'GOI', ma_dv_chinh: 'DV1', so_buoi: 0 })).toEqual({
      code: 'PACKAGE_SESSIONS_REQUIRED',
      field: 'so_buoi',
    });
    expect(packageProductProblem({ loai_vt: 'GOI', ma_dv_chinh: 'DV1', so_buoi: 10 })).toBeUndefined();
    expect(packageProductProblem({ loai_vt: 'HH' })).toBeUndefined();
  });
});

describe('sessions a return gives back', () => {
  const pack = (ma_lt: string, so_buoi: number, so_buoi_dung: number, so_buoi_tra = 0) => ({
    ma_lt,
    ma_goi: 'GOI-10',
    ma_dv: 'DV-MASSAGE-90',
    so_buoi,
    so_buoi_dung,
    so_buoi_tra,
    tien_goi: 4_500_000,
    con_no: 0,
    ngay_het_han: null,
  });
  const product = (code: string) => (code === 'GOI-10' ? { ...massage10, ma_vt: 'GOI-10' } : undefined);

  it('reads the lines of package products: sessions × quantity', () => {
    const back = {
      chi_tiet: [
        { ma_vt: 'GOI-10', so_luong: 1 },
        { ma_vt: 'SRM', so_luong: 2 },
      ],
    };
    expect(packageReturnsOf(back, product)).toEqual([{ line: 1, ma_goi: 'GOI-10', so_buoi: 10 }]);
  });

  it('takes unused sessions from the bill’s packages in code order; used or returned ones are refused', () => {
    const packages = [pack('CN01.HD1.2', 10, 0), pack('CN01.HD1.1', 10, 7)];
    const result = returnedSessionsAfter([], [{ line: 1, ma_goi: 'GOI-10', so_buoi: 10 }], packages);
    expect(result).toEqual({
      ok: true,
      returned: new Map([
        ['CN01.HD1.2', 7],
        ['CN01.HD1.1', 3],
      ]),
      taken: [
        { line: 1, ma_goi: 'GOI-10', ma_lt: 'CN01.HD1.1', so_buoi: 3 },
        { line: 1, ma_goi: 'GOI-10', ma_lt: 'CN01.HD1.2', so_buoi: 7 },
      ],
    });
    const tooMany = returnedSessionsAfter([], [{ line: 1, ma_goi: 'GOI-10', so_buoi: 20 }], packages);
    expect(tooMany).toMatchObject({
      ok: false,
      refusal: { status: 409, code: 'PACKAGE_RETURN_USED', params: { ma_goi: 'GOI-10', con: 13 } },
    });
    // An edit first gives back what the return took before.
    const edited = returnedSessionsAfter(
      [{ line: 1, ma_goi: 'GOI-10', ma_lt: 'CN01.HD1.1', so_buoi: 3 }],
      [],
      [pack('CN01.HD1.1', 10, 7, 3)],
    );
    expect(edited).toEqual({ ok: true, returned: new Map([['CN01.HD1.1', 0]]), taken: [] });
  });

  it('leaves fewer sessions to use once some are returned', () => {
    const stored = pack('CN01.HD1.1', 10, 2, 5);
    const use = { line: 1, ma_lt: stored.ma_lt, ma_vt: 'DV-MASSAGE-90', so_buoi: 4 };
    expect(
      packageUsesAfter([], [use], new Map([[stored.ma_lt, stored]]), '2026-12-01', () => false),
    ).toMatchObject({ ok: false, refusal: { code: 'PACKAGE_NOT_ENOUGH', params: { con: 3 } } });
  });
});

describe('the till: a retail order paid with package sessions, and the one-time code over prepaid spending', () => {
  const ma_lt = 'CN01.HD000123.2';
  const order = {
    ma_kh: 'KH0001',
    chi_tiet: [
      { ma_vt: 'DV-MASSAGE-90', ma_lt, so_luong: 1, gia: 650_000, thue_suat: 8 },
      { ma_vt: 'VT001', so_luong: 2, gia: 100_000 },
    ],
  };
  const otpOn = (name: string) => name === 'sale_package_require_otp';

  it('a retail order sells packages and uses sessions; its lines paid by a session cost nothing more', () => {
    expect(packagePostings['retail-orders']).toMatchObject({
      kind: 'sale',
      usesSessions: true,
      otp: 'prepaid',
    });
    expect(packageUsesOf(order)).toEqual([{ line: 1, ma_lt, ma_vt: 'DV-MASSAGE-90', so_buoi: 1 }]);
    const derived = retailOrders.derive!(order) as { chi_tiet: { thanh_tien: number }[]; t_tt: number };
    expect(derived.chi_tiet.map((line) => line.thanh_tien)).toEqual([0, 200_000]);
    expect(derived.t_tt).toBe(200_000);
  });

  it('sessions need the customer whose package pays them', () => {
    expect(packageCustomerRefusal({ ...order, ma_kh: null }, packageUsesOf(order))).toMatchObject({
      status: 400,
      code: 'PACKAGE_CUSTOMER_REQUIRED',
      field: 'ma_kh',
    });
    expect(packageCustomerRefusal(order, packageUsesOf(order))).toBeUndefined();
    expect(packageCustomerRefusal({ ma_kh: null, chi_tiet: [] }, [])).toBeUndefined();
  });

  it('signs the spending: sessions per package in code order, then the card and what it pays', () => {
    const uses = [
      { ma_lt: 'CN02.HD000009.1', so_buoi: 1 },
      { ma_lt, so_buoi: 1 },
      { ma_lt, so_buoi: 2 },
    ];
    expect(prepaidSpendSignature({ uses, card: { ma_the: 'THE001', so_tien: 250_000.4 } })).toBe(
      `${ma_lt} × 3, CN02.HD000009.1 × 1, THE001: 250000`,
    );
    expect(prepaidSpendSignature({ uses: [], card: { ma_the: 'THE001', so_tien: 90_000 } })).toBe(
      'THE001: 90000',
    );
    expect(
      prepaidSpendSignature({ uses: [{ ma_lt, so_buoi: 1 }], card: { ma_the: 'THE001', so_tien: 0 } }),
    ).toBe(`${ma_lt} × 1`);
  });

  it('with sale_package_require_otp, posts only the prepaid spending the customer confirmed', () => {
    const spend = { uses: packageUsesOf(order), card: { ma_the: 'THE001', so_tien: 200_000 } };
    const refused = { status: 409, code: 'PREPAID_OTP_REQUIRED', field: 'lt_xac_nhan', params: {} };
    expect(prepaidOtpRefusal(order, spend, otpOn)).toEqual(refused);
    expect(prepaidOtpRefusal({ ...order, lt_xac_nhan: `${ma_lt} × 1` }, spend, otpOn)).toEqual(refused);
    expect(
      prepaidOtpRefusal({ ...order, lt_xac_nhan: `${ma_lt} × 1, THE001: 200000` }, spend, otpOn),
    ).toBeUndefined();
    // The flag off, or nothing prepaid spent: nothing to confirm.
    expect(prepaidOtpRefusal(order, spend, () => false)).toBeUndefined();
    expect(prepaidOtpRefusal(order, { uses: [], card: null }, otpOn)).toBeUndefined();
    // A service voucher's code confirms its sessions only, as before.
    expect(packageOtpRefusal({ lt_xac_nhan: `${ma_lt} × 1` }, packageUsesOf(order), otpOn)).toBeUndefined();
  });
});
