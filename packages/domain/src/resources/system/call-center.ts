import { defineResource } from '../define-resource.js';
import { f } from '../fields.js';
import { shared, sharedField } from '../shared-fields.js';

/** Extensions (máy nhánh) of the call center, each given to a staff member of a branch. */
export const callCenterExtensions = defineResource({
  name: 'call-center-extensions',
  route: '/system/call-center/extensions',
  table: 'call_center_extensions',
  title: ['Máy nhánh', 'Extensions'],
  branchScope: 'selected',
  fields: {
    may_nhanh: f.code(['Số máy nhánh', 'Extension'], { required: true, unique: true, max: 16 }),
    provider: f.code(['Nhà cung cấp tổng đài', 'Provider'], {
      max: 32,
      help: "Provider code, e.g. 'stringee'",
    }),
    ma_nv: f.lookup(['Nhân viên', 'Employee'], 'employees', { fills: { ten_nv: 'ten_nv' } }),
    ten_nv: f.text(['Tên nhân viên', 'Employee name'], { max: 200 }),
    user_name: f.text(['Tài khoản người dùng', 'User name'], { max: 64 }),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['may_nhanh'],
  listColumns: ['may_nhanh', 'provider', 'ma_nv', 'ten_nv', 'user_name', 'trang_thai', 'ma_dvcs'],
  filters: ['may_nhanh', 'provider', 'ma_nv', 'trang_thai', 'ma_dvcs'],
  search: ['may_nhanh', 'ten_nv', 'user_name'],
  defaultSort: ['may_nhanh'],
  sections: [
    {
      title: ['Máy nhánh', 'Extension'],
      fields: ['ma_dvcs', 'may_nhanh', 'provider', 'ghi_chu', 'trang_thai'],
    },
    { title: ['Người dùng', 'Assigned to'], fields: ['ma_nv', 'ten_nv', 'user_name'] },
  ],
});

/** Kinds of call-center number. */
export const phoneNumberKinds = [
  ['HOTLINE', 'Hotline (1800/1900)', 'Hotline (1800/1900)'],
  ['CO_DINH', 'Số cố định', 'Landline'],
  ['DI_DONG', 'Số di động', 'Mobile'],
] as const;

/** Call directions a number is used for. */
export const callDirections = [
  ['IN', 'Gọi vào', 'Inbound'],
  ['OUT', 'Gọi ra', 'Outbound'],
  ['BOTH', 'Gọi vào và gọi ra', 'Both'],
] as const;

/** Call-center numbers (số điện thoại tổng đài): hotlines and outbound numbers, routed to an extension. */
export const callCenterPhoneNumbers = defineResource({
  name: 'call-center-phone-numbers',
  route: '/system/call-center/phone-numbers',
  table: 'call_center_phone_numbers',
  title: ['Số điện thoại tổng đài', 'Call-center numbers'],
  branchScope: 'selected',
  fields: {
    dien_thoai: f.code(['Số điện thoại', 'Phone number'], {
      required: true,
      unique: true,
      max: 15,
      help: '8 to 15 digits; hotlines such as 1800 1234 have 8',
    }),
    ten: f.text(['Tên hiển thị', 'Display name'], { max: 200 }),
    provider: f.code(['Nhà cung cấp tổng đài', 'Provider'], { max: 32 }),
    loai: f.enum(['Loại số', 'Kind'], phoneNumberKinds, { defaultValue: 'HOTLINE' }),
    huong_goi: f.enum(['Hướng gọi', 'Direction'], callDirections, { defaultValue: 'BOTH' }),
    may_nhanh: f.lookup(['Máy nhánh nhận cuộc gọi', 'Answering extension'], 'call-center-extensions'),
    ghi_chu: sharedField('ghi_chu', { max: 500 }),
    ...shared('trang_thai'),
  },
  keyFields: ['dien_thoai'],
  listColumns: ['dien_thoai', 'ten', 'provider', 'loai', 'huong_goi', 'may_nhanh', 'trang_thai', 'ma_dvcs'],
  filters: ['dien_thoai', 'provider', 'loai', 'huong_goi', 'trang_thai', 'ma_dvcs'],
  search: ['dien_thoai', 'ten'],
  defaultSort: ['dien_thoai'],
  sections: [
    { title: ['Số điện thoại', 'Number'], fields: ['ma_dvcs', 'dien_thoai', 'ten', 'provider', 'loai'] },
    { title: ['Định tuyến', 'Routing'], fields: ['huong_goi', 'may_nhanh', 'ghi_chu', 'trang_thai'] },
  ],
  /** Digits only, 8 to 15 of them. */
  check: (row) =>
    typeof row.dien_thoai === 'string' && !/^\d{8,15}$/.test(row.dien_thoai)
      ? { code: 'PHONE_INVALID', field: 'dien_thoai' }
      : undefined,
});
