import type { Locale } from '../i18n/locale.js';

/**
 * What each configuration flag means, in Vietnamese and English: the settings screen shows these, never the raw
 * keys. A flag without a label here shows its key (a key a newer server sent that this app does not know yet).
 */
export const configLabels: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  crm_partner_require_phone: { vi: 'Bắt buộc nhập số điện thoại khách hàng', en: 'Customer phone required' },
  crm_partner_validate_website: { vi: 'Kiểm tra địa chỉ website khách hàng', en: 'Check customer websites' },
  crm_partner_search_detail: {
    vi: 'Tìm khách hàng theo thông tin chi tiết',
    en: 'Search customers by details',
  },
  crm_calllog_status: { vi: 'Ghi trạng thái cuộc gọi', en: 'Record call statuses' },
  crm_calllog_force_task: { vi: 'Bắt buộc tạo công việc sau cuộc gọi', en: 'Require a task after each call' },
  crm_pancake_enabled: { vi: 'Kết nối hộp thư mạng xã hội (Pancake)', en: 'Social inbox (Pancake)' },
  sale_crm_service: { vi: 'Dịch vụ gắn với chăm sóc khách hàng', en: 'Services follow customer care' },
  sale_use_package_money: { vi: 'Thanh toán bằng tiền gói dịch vụ', en: 'Pay with package money' },
  sale_bill_require_card: { vi: 'Hóa đơn bắt buộc có thẻ khách hàng', en: 'Bills need a customer card' },
  sale_gift_package: { vi: 'Cho phép tặng gói dịch vụ', en: 'Allow gift packages' },
  sale_bill_deposit_service_package: {
    vi: 'Đặt cọc gói dịch vụ trên hóa đơn',
    en: 'Package deposits on bills',
  },
  sale_golden_hour: { vi: 'Áp dụng giờ vàng', en: 'Golden-hour prices' },
  sale_bill_price_manual: { vi: 'Cho sửa đơn giá trên hóa đơn', en: 'Prices editable on bills' },
  sale_bill_discount_manual: { vi: 'Cho nhập chiết khấu trên hóa đơn', en: 'Discounts editable on bills' },
  sale_bill_tax_manual: { vi: 'Cho sửa thuế trên hóa đơn', en: 'Taxes editable on bills' },
  sale_bill_require_approve: { vi: 'Hóa đơn phải được duyệt', en: 'Bills need approval' },
  sale_service_use_room: { vi: 'Phiếu dịch vụ chọn phòng', en: 'Service vouchers use rooms' },
  sale_service_room_type: { vi: 'Loại phòng của phiếu dịch vụ', en: 'Room type of service vouchers' },
  sale_service_price_manual: { vi: 'Cho sửa đơn giá dịch vụ', en: 'Service prices editable' },
  sale_service_use_noname: { vi: 'Dùng thẻ vô danh cho dịch vụ', en: 'No-name cards for services' },
  sale_service_package_not_enough: {
    vi: 'Cho dùng dịch vụ khi gói không đủ buổi',
    en: 'Allow services beyond the package',
  },
  sale_service_package_debt_money: {
    vi: 'Cho dùng gói dịch vụ còn nợ tiền',
    en: 'Allow packages not fully paid',
  },
  sale_service_package_multiple: {
    vi: 'Dùng nhiều gói trên một phiếu',
    en: 'Several packages on one voucher',
  },
  sale_service_package_require_main: {
    vi: 'Bắt buộc có dịch vụ chính trong gói',
    en: 'Packages need a main service',
  },
  sale_service_comsume: { vi: 'Trừ nguyên vật liệu theo định mức', en: 'Consume materials by norms' },
  sale_service_require_approve: { vi: 'Phiếu dịch vụ phải được duyệt', en: 'Service vouchers need approval' },
  sale_service_discount_manual: { vi: 'Cho nhập chiết khấu dịch vụ', en: 'Service discounts editable' },
  sale_service_tax_manual: { vi: 'Cho sửa thuế dịch vụ', en: 'Service taxes editable' },
  sale_service_wage_auto: { vi: 'Tự tính tiền công theo lượt', en: 'Wages per turn computed' },
  sale_package_require_card: { vi: 'Gói dịch vụ bắt buộc có thẻ', en: 'Packages need a card' },
  sale_package_require_otp: {
    vi: 'Khách xác nhận dùng gói bằng mã OTP',
    en: 'Customers confirm packages by OTP',
  },
  sale_service_reprint: { vi: 'Cho in lại phiếu dịch vụ', en: 'Service vouchers reprintable' },
  sale_no_name_discount_manual: {
    vi: 'Cho nhập chiết khấu thẻ vô danh',
    en: 'No-name card discounts editable',
  },
  room_order_change_room_employee: { vi: 'Cho đổi phòng và nhân viên', en: 'Room and staff changeable' },
  room_order_lock_time: { vi: 'Khóa phòng theo thời gian', en: 'Lock rooms by time' },
  customer_create_user: { vi: 'Tạo tài khoản cho khách hàng mới', en: 'Accounts for new customers' },
  customer_group3_manual: { vi: 'Cho chọn nhóm khách hàng 3', en: 'Customer group 3 chosen by hand' },
  stock_product_batch: { vi: 'Quản lý hàng theo lô và hạn dùng', en: 'Batches and expiry dates' },
  stock_allow_negative: { vi: 'Cho phép xuất kho âm', en: 'Allow negative stock' },
  sale_package_otp_max: { vi: 'Số lần nhập sai OTP tối đa', en: 'Most wrong OTP tries' },
  otp_expiration: { vi: 'Thời hạn mã OTP (phút)', en: 'OTP lifetime (minutes)' },
  otp_max_hourly: { vi: 'Số mã OTP tối đa mỗi giờ', en: 'Most OTP codes an hour' },
  sale_return_days: {
    vi: 'Số ngày được trả hàng (0: không giới hạn)',
    en: 'Days to return goods (0: no limit)',
  },
  room_order_start_time: { vi: 'Giờ bắt đầu tính phòng', en: 'Room timing starts at' },
  room_order_lock_time_value: { vi: 'Thời gian khóa phòng (phút)', en: 'Room lock time (minutes)' },
  sale_invoice_type: { vi: 'Loại hóa đơn điện tử', en: 'E-invoice type' },
  sale_invoice_template_code: { vi: 'Mẫu số hóa đơn', en: 'Invoice template code' },
  sale_invoice_series: { vi: 'Ký hiệu hóa đơn', en: 'Invoice series' },
  portal_cancel_before: {
    vi: 'Khách tự hủy lịch trước (giờ)',
    en: 'Customers cancel up to (hours before)',
  },
  crm_task_remind_before: {
    vi: 'Nhắc lịch hẹn trước (phút)',
    en: 'Remind of appointments (minutes before)',
  },
  sms_provider: {
    vi: 'Nhà cung cấp SMS (http; trống: chỉ ghi nhật ký)',
    en: 'SMS provider (http; empty: log only)',
  },
  sms_url: { vi: 'Địa chỉ gửi SMS', en: 'SMS gateway URL' },
  sms_api_key: { vi: 'Khóa API SMS (mã hóa)', en: 'SMS API key (encrypted)' },
  sms_brandname: { vi: 'Tên thương hiệu SMS', en: 'SMS brand name' },
  sms_quiet_start: { vi: 'Giờ bắt đầu không gửi SMS', en: 'SMS quiet hours start' },
  sms_quiet_end: { vi: 'Giờ kết thúc không gửi SMS', en: 'SMS quiet hours end' },
  enable: { vi: 'Bật tổng đài', en: 'Call center on' },
  provider: { vi: 'Nhà cung cấp tổng đài', en: 'Call center provider' },
  endpoint: { vi: 'Máy chủ tổng đài', en: 'Call center server' },
  port: { vi: 'Cổng', en: 'Port' },
  path: { vi: 'Đường dẫn', en: 'Path' },
  domain: { vi: 'Tên miền', en: 'Domain' },
  url: { vi: 'Địa chỉ URL', en: 'URL' },
  access_key: { vi: 'Khóa truy cập', en: 'Access key' },
  widget: { vi: 'Tiện ích gọi điện', en: 'Call widget' },
  widget_lib: { vi: 'Thư viện tiện ích', en: 'Widget library' },
  libs: { vi: 'Thư viện bổ sung', en: 'Extra libraries' },
};

/** The label of a flag in the language, or its key when it has none. */
export const configLabelOf = (name: string, locale: Locale): string => configLabels[name]?.[locale] ?? name;
