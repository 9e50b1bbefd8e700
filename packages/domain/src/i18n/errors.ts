import { appErrorMessages } from './app-errors.js';
import { defaultLocale, interpolate, type Locale } from './locale.js';

/**
 * Every error code the server answers with, and its message in each language.
 * Messages quoted by the spec are copied exactly (including its spelling).
 * The apps' own codes (SYSTEM_ERROR, ...) are written in app-errors.ts.
 */
export const errorMessages = {
  SYSTEM_ERROR: appErrorMessages.SYSTEM_ERROR,
  VALIDATION_FAILED: { vi: 'Dữ liệu không hợp lệ', en: 'The data is not valid' },
  NOT_FOUND: { vi: 'Không tìm thấy dữ liệu', en: 'Not found' },
  ROUTE_NOT_FOUND: { vi: 'Không tìm thấy đường dẫn', en: 'No such route' },
  UNAUTHORIZED: { vi: 'Vui lòng đăng nhập', en: 'Please sign in' },
  TOKEN_EXPIRED: { vi: 'Phiên đăng nhập đã hết hạn', en: 'Your session has expired' },
  TOKEN_INVALID: { vi: 'Phiên đăng nhập không hợp lệ', en: 'Your session is not valid' },
  FORBIDDEN: { vi: 'Bạn không có quyền thực hiện chức năng này', en: 'You are not allowed to do this' },
  ADMIN_REQUIRED: { vi: 'Chức năng chỉ dành cho quản trị viên', en: 'Only administrators can do this' },
  INVALID_CREDENTIALS: {
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
    en: 'The user name or password is incorrect',
  },
  ACCOUNT_LOCKED: { vi: 'Tài khoản đã bị khóa', en: 'This account is locked' },
  LOGIN_RATE_LIMITED: {
    vi: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau {{minutes}} phút',
    en: 'Too many failed sign-ins. Please try again in {{minutes}} minutes',
  },
  REFRESH_TOKEN_INVALID: appErrorMessages.REFRESH_TOKEN_INVALID,
  REFRESH_TOKEN_REUSED: {
    vi: 'Phiên đăng nhập đã bị thu hồi vì phát hiện dùng lại mã làm mới, vui lòng đăng nhập lại',
    en: 'Your sessions were revoked because a used refresh token was presented; please sign in again',
  },
  TENANT_REQUIRED: { vi: 'Thiếu thông tin Tenant', en: 'The Tenant header is required' },
  TENANT_UNKNOWN: { vi: 'Tenant không tồn tại', en: 'Unknown tenant' },
  TENANT_MISMATCH: {
    vi: 'Phiên đăng nhập không thuộc Tenant này',
    en: 'The session does not belong to this tenant',
  },
  USER_NAME_MISMATCH: {
    vi: 'User-Name không khớp với phiên đăng nhập',
    en: 'The User-Name header does not match the session',
  },
  DEVICE_ID_INVALID: { vi: 'Device-Id không hợp lệ', en: 'The Device-Id header is not valid' },
  BRANCH_NOT_CONFIGURED: appErrorMessages.BRANCH_NOT_CONFIGURED,
  BRANCH_NOT_GRANTED: appErrorMessages.BRANCH_NOT_GRANTED,
  BRANCH_FORBIDDEN: {
    vi: 'Bạn không được phép làm việc với đơn vị {{branchs}}',
    en: 'You may not work with branch {{branchs}}',
  },
  SALER_NOT_FOUND: appErrorMessages.SALER_NOT_FOUND,
  PHONE_INVALID: { vi: 'Số điện thoại không hợp lệ', en: 'The phone number is not valid' },
  OTP_RATE_LIMITED: {
    vi: 'Bạn đã yêu cầu quá {{max}} mã OTP trong một giờ. Vui lòng thử lại sau',
    en: 'More than {{max}} codes were requested in one hour. Please try again later',
  },
  OTP_SEND_LIMITED: {
    vi: 'Đã gửi quá nhiều mã OTP. Vui lòng thử lại sau',
    en: 'Too many codes have been sent. Please try again later',
  },
  OTP_INVALID: { vi: 'Mã OTP không đúng hoặc đã hết hạn', en: 'The code is wrong or has expired' },
  /** Client portal: an appointment that is over, done, missed or cancelled already. */
  PORTAL_APPOINTMENT_NOT_CANCELLABLE: {
    vi: 'Lịch hẹn này không thể hủy nữa',
    en: 'This appointment can no longer be cancelled',
  },
  /** Client portal: closer to its start than the tenant's window (portal_cancel_before). */
  PORTAL_CANCEL_TOO_LATE: {
    vi: 'Chỉ có thể hủy lịch trước giờ hẹn ít nhất {{hours}} giờ. Vui lòng gọi cho cửa hàng',
    en: 'Appointments can be cancelled up to {{hours}} hours before they start. Please call us',
  },
  /** Client portal: a request for a time already gone. */
  PORTAL_BOOKING_IN_PAST: {
    vi: 'Vui lòng chọn ngày giờ trong tương lai',
    en: 'Please choose a day and time still ahead',
  },
  /** Client portal: the technician or room asked for is taken then (the other booking is not named). */
  PORTAL_SLOT_TAKEN: {
    vi: 'Khung giờ {{tu}}–{{den}} đã kín, vui lòng chọn giờ khác hoặc kỹ thuật viên khác',
    en: 'The slot {{tu}}–{{den}} is taken; please choose another time or technician',
  },
  /** Client portal: a service, branch, technician, province or ward that is not on the lists. */
  PORTAL_CHOICE_UNKNOWN: {
    vi: 'Lựa chọn không hợp lệ: {{field}}',
    en: 'Not a valid choice: {{field}}',
  },
  /** Client portal: the new phone is the one the customer has. */
  PHONE_UNCHANGED: {
    vi: 'Đây đã là số điện thoại của bạn',
    en: 'This is your phone number already',
  },
  NOTIFICATION_RECIPIENTS_UNKNOWN: {
    vi: 'Không tìm thấy người dùng: {{users}}',
    en: 'No such users: {{users}}',
  },
  CIPHERTEXT_INVALID: {
    vi: 'Dữ liệu mã hóa không hợp lệ hoặc đã bị thay đổi',
    en: 'The encrypted value is not valid or has been altered',
  },
  TENANT_KEY_UNAVAILABLE: {
    vi: 'Không đọc được khóa mã hóa của Tenant',
    en: "The tenant's encryption key cannot be read",
  },
  EINVOICE_NOT_CONFIGURED: {
    vi: 'Chưa cấu hình hóa đơn điện tử: {{missing}}',
    en: 'E-invoices are not configured: {{missing}}',
  },
  EINVOICE_TYPE_UNSUPPORTED: {
    vi: 'Loại hóa đơn điện tử {{type}} không được hỗ trợ',
    en: 'E-invoice type {{type}} is not supported',
  },
  EINVOICE_PROVIDER_REFUSED: {
    vi: 'Nhà cung cấp hóa đơn điện tử từ chối: {{description}}',
    en: 'The e-invoice provider refused: {{description}}',
  },
  EINVOICE_PROVIDER_UNREACHABLE: {
    vi: 'Không kết nối được nhà cung cấp hóa đơn điện tử: {{reason}}',
    en: 'The e-invoice provider could not be reached: {{reason}}',
  },
  EINVOICE_NOT_EDITABLE: {
    vi: 'Hóa đơn điện tử đã gửi nhà cung cấp, không sửa hoặc xóa được',
    en: 'An e-invoice sent to the provider cannot be changed or deleted',
  },
  EINVOICE_ORIGINAL_INVALID: {
    vi: 'Hóa đơn gốc {{so_ct}} không tồn tại hoặc chưa phát hành',
    en: 'The original invoice {{so_ct}} does not exist or is not published',
  },
  EINVOICE_SIGN_IN_FAILED: {
    vi: 'Đăng nhập nhà cung cấp hóa đơn điện tử không thành công',
    en: 'Signing in to the e-invoice provider failed',
  },
  JOB_TYPE_UNKNOWN: {
    vi: 'Loại tác vụ {{type}} không được hỗ trợ',
    en: 'Job type {{type}} is not supported',
  },
  JOB_PAYLOAD_INVALID: { vi: 'Dữ liệu của tác vụ không hợp lệ', en: 'The job payload is not valid' },
  CITY_NOT_FOUND: { vi: 'Không tìm thấy tỉnh/thành phố', en: 'No such province or city' },
  DISTRICT_NOT_FOUND: {
    vi: 'Không tìm thấy quận/huyện (trước sáp nhập 2025)',
    en: 'No such (pre-2025) district',
  },
  FILE_NOT_FOUND: { vi: 'Không tìm thấy tệp', en: 'File not found' },
  UPLOAD_NOT_MULTIPART: {
    vi: 'Vui lòng gửi tệp dạng multipart/form-data trong trường files',
    en: 'Send the files as multipart/form-data in the files field',
  },
  UPLOAD_NO_FILES: { vi: 'Vui lòng chọn tệp để tải lên', en: 'Choose a file to upload' },
  UPLOAD_TOO_MANY_FILES: {
    vi: 'Chỉ được tải lên tối đa {{max}} tệp mỗi lần',
    en: 'At most {{max}} files can be uploaded at once',
  },
  UPLOAD_TOO_LARGE: {
    vi: 'Tệp {{name}} vượt quá dung lượng cho phép ({{max}})',
    en: 'The file {{name}} is larger than allowed ({{max}})',
  },
  UPLOAD_TYPE_NOT_ALLOWED: {
    vi: 'Tệp {{name}} không đúng định dạng cho phép',
    en: 'The file {{name}} is not of an allowed type',
  },
  EXISTENCE_TYPE_UNKNOWN: {
    vi: 'Không hỗ trợ kiểm tra trùng cho loại dữ liệu {{type}}',
    en: 'Existence checks are not available for {{type}}',
  },
  EXISTENCE_FIELD_UNKNOWN: {
    vi: 'Không hỗ trợ kiểm tra trùng theo trường {{field}} của {{type}}',
    en: 'Existence checks are not available for the field {{field}} of {{type}}',
  },
  TENANT_QUERY_MISMATCH: {
    vi: 'Tham số tenant không khớp với Tenant của yêu cầu',
    en: 'The tenant query parameter does not match the Tenant header',
  },
  RESOURCE_DUPLICATE: {
    vi: 'Mã {{key}} đã tồn tại',
    en: 'The code {{key}} already exists',
  },
  CONFIG_NAME_AMBIGUOUS: {
    vi: 'Tên cấu hình {{name}} có ở nhiều nhóm, vui lòng chọn nhóm',
    en: 'The config name {{name}} is in several groups; please give the group',
  },
  DISCOUNT_VALUE_REQUIRED: {
    vi: 'Nhập tỷ lệ chiết khấu hoặc tiền chiết khấu (chỉ một trong hai)',
    en: 'Give either the discount percentage or the discount amount (only one)',
  },
  VALIDITY_RANGE_INVALID: {
    vi: 'Ngày hiệu lực đến phải sau hoặc bằng ngày hiệu lực từ',
    en: 'The end of the validity must be on or after its start',
  },
  DATE_RANGE_INVALID: {
    vi: 'Từ ngày phải trước hoặc bằng đến ngày',
    en: 'The from date must be on or before the to date',
  },
  SORT_FIELD_UNKNOWN: {
    vi: 'Không sắp xếp được theo trường {{field}}',
    en: 'Cannot sort by {{field}}',
  },
  VOUCHER_LOCKED: {
    vi: 'Chứng từ ngày {{ngay_ct}} đã bị khóa sổ (đến ngày {{ngay_ks}}), không được thêm, sửa hoặc xóa',
    en: 'The voucher of {{ngay_ct}} is in a locked period (up to {{ngay_ks}}) and cannot be added, changed or deleted',
  },
  /** A field of a start-up set that takes one of a list (resourceSetChoices) holds another value. */
  VALUE_NOT_A_CHOICE: {
    vi: '{{field}} {{value}} không có trong danh sách cho phép',
    en: '{{field}} {{value}} is not one of the allowed values',
  },
  VOUCHER_APPROVED: {
    vi: 'Chứng từ đã được duyệt, không được sửa hoặc xóa',
    en: 'The voucher is approved and cannot be changed or deleted',
  },
  /** A cancelled voucher (trang_thai '9') is not approved (resources/voucher-approval.ts). */
  VOUCHER_CANCELLED: {
    vi: 'Chứng từ đã bị hủy, không được duyệt',
    en: 'The voucher is cancelled and cannot be approved',
  },
  VOUCHER_NOT_APPROVED: {
    vi: 'Chứng từ chưa được duyệt',
    en: 'The voucher is not approved',
  },
  /**
   * A status change no transition of the resource's status machine makes from the stored status
   * (resources/status-machine.ts): `from` and `to` are the statuses' labels.
   */
  STATUS_TRANSITION_REFUSED: {
    vi: 'Không thể chuyển trạng thái từ "{{from}}" sang "{{to}}"',
    en: 'Cannot change the status from "{{from}}" to "{{to}}"',
  },
  /** A transition to the status the row has already (someone else ran it first). */
  STATUS_ALREADY: {
    vi: 'Bản ghi đã ở trạng thái "{{status}}"',
    en: 'The record already has the status "{{status}}"',
  },
  /** A new record given a status its machine does not create records with. */
  STATUS_NOT_INITIAL: {
    vi: 'Không thể tạo mới với trạng thái "{{status}}"',
    en: 'A new record cannot have the status "{{status}}"',
  },
  /** A room out of service (trang_thai '9') does not take guests. */
  ROOM_OUT_OF_SERVICE: {
    vi: 'Phòng đang ngừng sử dụng, không thể nhận khách',
    en: 'The room is out of service and cannot take guests',
  },
  /** Only a free table (trang_thai '0') is reserved. */
  TABLE_NOT_FREE: {
    vi: 'Bàn đang không trống, không thể đặt bàn',
    en: 'The table is not free and cannot be reserved',
  },
  /** A bill's second payment type (ma_httt2) pays what the first leaves: not a prepaid card, not more than left. */
  PAYMENT_SPLIT_TYPE_REQUIRED: {
    vi: 'Chưa chọn hình thức thanh toán thứ hai cho số tiền trả thêm',
    en: 'Choose the second payment type for the amount paid by it',
  },
  PAYMENT_SPLIT_NOT_CARD: {
    vi: 'Hình thức thanh toán thứ hai không được là thẻ trả trước',
    en: 'The second payment type cannot be a prepaid card',
  },
  PAYMENT_SPLIT_MORE_THAN_LEFT: {
    vi: 'Số tiền hình thức thứ hai ({{tien_httt2}}) lớn hơn số còn phải trả ({{con_lai}})',
    en: 'The second payment ({{tien_httt2}}) is more than is left to pay ({{con_lai}})',
  },
  /** A table or room already has an open order: another terminal opened it first (add to that order instead). */
  PLACE_HAS_ORDER: {
    vi: '{{place}} đang có đơn {{so_ct}} chưa thanh toán: mở đơn đó để gọi thêm',
    en: '{{place}} already has the unpaid order {{so_ct}}: open that order to add to it',
  },
  /** A table out of use or a room out of service or being cleaned takes no order. */
  PLACE_NOT_READY: {
    vi: '{{place}} đang dọn hoặc ngừng sử dụng, chưa thể nhận khách',
    en: '{{place}} is being cleaned or out of use and cannot take guests',
  },
  /** Without room_order_change_room_employee, a room's order keeps its room and its staff once started. */
  ROOM_CHANGE_NOT_ALLOWED: {
    vi: 'Không được đổi phòng hoặc nhân viên của phòng đang phục vụ (cấu hình "Cho đổi phòng và nhân viên" đang tắt)',
    en: 'The room or staff of a room in service cannot be changed ("Room and staff changeable" is off)',
  },
  /** A table's or room's order once paid or cancelled is never changed again (a refund is a return). */
  PLACE_ORDER_CLOSED: {
    vi: 'Đơn {{so_ct}} đã thanh toán hoặc đã hủy, không thể sửa nữa',
    en: 'The order {{so_ct}} is paid or cancelled and cannot be changed',
  },
  VOUCHER_NUMBER_TAKEN: {
    vi: 'Số chứng từ {{so_ct}} đã tồn tại',
    en: 'The voucher number {{so_ct}} already exists',
  },
  SETTINGS_KEY_REQUIRED: {
    vi: 'Settings Key is not defined',
    en: 'Settings Key is not defined',
  },
  USER_NAME_TAKEN: {
    vi: 'Tên đăng nhập {{user_name}} đã tồn tại',
    en: 'The user name {{user_name}} already exists',
  },
  FIELD_REQUIRED: {
    vi: 'Vui lòng nhập {{field}}',
    en: 'Enter {{field}}',
  },
  /** The spec's duplicate validator (section 5): a field declared `differentFrom` holds its target's value. */
  FIELD_DUPLICATE: {
    vi: '{{field}} không được trùng với {{target}}',
    en: '{{field}} must differ from {{target}}',
  },
  /**
   * A record other records point at (a customer on bills, a product on voucher lines) cannot be deleted: `record` is
   * the target's title and key, `where` the first referencing screen's title, `count` its rows (capped, e.g. '100+').
   */
  RECORD_IN_USE: {
    vi: 'Không thể xóa: {{record}} đang được dùng ở {{where}} ({{count}} dòng)',
    en: 'Cannot delete: {{record}} is used in {{where}} (rows: {{count}})',
  },
  /** The same for changing the code (or another field) that the referencing records hold. */
  RECORD_CODE_IN_USE: {
    vi: 'Không thể đổi mã: {{record}} đang được dùng ở {{where}} ({{count}} dòng)',
    en: 'Cannot change the code: {{record}} is used in {{where}} (rows: {{count}})',
  },
  /**
   * Optimistic concurrency: a PUT/PATCH made from a version of the row (`_version`) that is no longer the stored one
   * (someone else saved it in between); nothing was written.
   */
  RECORD_CHANGED: {
    vi: 'Bản ghi đã được người khác thay đổi. Vui lòng tải lại để xem thay đổi mới nhất.',
    en: 'The record was changed by someone else. Please reload it to see the latest changes.',
  },
  /** A lookup field (header or line) names a code the tenant has no row of: `field` is its label, `value` the code. */
  LOOKUP_NOT_FOUND: {
    vi: 'Không tìm thấy {{field}} {{value}}',
    en: '{{field}} {{value}} was not found',
  },
  /**
   * A narrowed lookup (`narrowBy`) names a row of someone else: a bill's card that is not its customer's. `field`
   * and `value` are the lookup's label and code, `by` and `byValue` the record's field it must match.
   */
  LOOKUP_NOT_MATCHING: {
    vi: '{{field}} {{value}} không thuộc {{by}} {{byValue}}',
    en: '{{field}} {{value}} does not belong to {{by}} {{byValue}}',
  },
  /**
   * An address lookup (a customer's ward) names a ward that is not one of the record's province's: `field` and
   * `value` are the ward lookup's label and code, `by` the province field's label, `province` the province's name.
   */
  ADDRESS_WARD_NOT_IN_PROVINCE: {
    vi: '{{field}} {{value}} không thuộc {{province}}',
    en: '{{field}} {{value}} is not in {{province}}',
  },
  /** An address lookup names a ward while the record names no province: `field` the ward's label, `by` the province's. */
  ADDRESS_PROVINCE_REQUIRED: {
    vi: 'Vui lòng chọn {{by}} trước khi chọn {{field}}',
    en: 'Please choose the {{by}} before the {{field}}',
  },
  /**
   * unique-partner-phone (spec section 5, the existence check's message): another partner of the tenant has the
   * phone, its digits compared ('0901 234 567' and '+84 901 234 567' are one number); `value` as typed.
   */
  PARTNER_PHONE_EXISTS: {
    vi: '{{value}} đã tồn tại',
    en: '{{value}} already exists',
  },
  /** unique-partner-phone-employee: the partner with the phone is looked after by another salesperson. */
  PARTNER_PHONE_OWNED: {
    vi: '{{value}} đang được nhân viên {{ma_nvbh}} - {{ten_nvbh}} chăm sóc',
    en: '{{value}} is looked after by salesperson {{ma_nvbh}} - {{ten_nvbh}}',
  },
  /** A done customer transfer names a customer another salesperson than the giving one cares for. */
  PARTNER_TRANSFER_NOT_OWNER: {
    vi: 'Khách hàng {{ma_kh}} không do nhân viên {{ma_nvbh_cu}} phụ trách',
    en: 'Customer {{ma_kh}} is not cared for by salesperson {{ma_nvbh_cu}}',
  },
  /** A done customer transfer names a customer code the tenant does not have. */
  PARTNER_TRANSFER_CUSTOMER_UNKNOWN: {
    vi: 'Không tìm thấy khách hàng {{ma_kh}}',
    en: 'Customer {{ma_kh}} was not found',
  },
  /** The customers of a done transfer have moved: the transfer is kept as it is. */
  PARTNER_TRANSFER_DONE: {
    vi: 'Phiếu chuyển khách hàng {{so_ct}} đã hoàn thành (khách hàng đã được chuyển), không được sửa hoặc xóa',
    en: 'Customer transfer {{so_ct}} is done (its customers have moved) and cannot be changed or deleted',
  },
  /** A card history entry names a card the tenant does not have (resources/sales/card-ledger.ts). */
  /** A service voucher paid with a no-name card while the tenant does not allow it (sale_service_use_noname). */
  NONAME_CARD_NOT_ALLOWED: {
    vi: 'Chưa cho phép thanh toán dịch vụ bằng thẻ vô danh',
    en: 'Services cannot be paid with no-name cards',
  },
  /** Selling a no-name card that is not in stock (already sold, in transit or locked). */
  NONAME_CARD_NOT_IN_STOCK: {
    vi: 'Thẻ vô danh {{ma_the}} không còn trong kho, không bán được',
    en: 'No-name card {{ma_the}} is not in stock and cannot be sold',
  },
  /** Topping up or paying with a no-name card that was never sold. */
  NONAME_CARD_NOT_SOLD: {
    vi: 'Thẻ vô danh {{ma_the}} chưa được bán',
    en: 'No-name card {{ma_the}} has not been sold',
  },
  /** Taking back the sale or top-up of a no-name card whose money was spent since. */
  NONAME_CARD_USED: {
    vi: 'Thẻ vô danh {{ma_the}} đã được sử dụng, không hủy được giao dịch nạp hoặc bán thẻ',
    en: 'No-name card {{ma_the}} has been used since: its sale or top-up cannot be taken back',
  },
  CARD_NOT_FOUND: {
    vi: 'Không tìm thấy thẻ {{ma_the}}',
    en: 'Card {{ma_the}} was not found',
  },
  /** A payment would leave the card's balance below zero. */
  CARD_BALANCE_INSUFFICIENT: {
    vi: 'Số dư thẻ {{ma_the}} không đủ (số dư hiện tại {{so_du}})',
    en: 'The balance of card {{ma_the}} is not enough (current balance {{so_du}})',
  },
  /** A refund larger than what the card has spent. */
  CARD_REFUND_TOO_LARGE: {
    vi: 'Số tiền hoàn vượt quá số tiền thẻ {{ma_the}} đã dùng ({{tien_da_dung}})',
    en: 'The refund is more than card {{ma_the}} has spent ({{tien_da_dung}})',
  },
  CARD_AMOUNT_NEGATIVE: {
    vi: 'Số tiền không được âm (chỉ điều chỉnh và chuyển số dư mới có số âm)',
    en: 'The amount cannot be negative (only adjustments and balance transfers can be)',
  },
  CARD_NOT_ACTIVATED: {
    vi: 'Thẻ {{ma_the}} chưa được kích hoạt',
    en: 'Card {{ma_the}} is not activated',
  },
  CARD_LOCKED: {
    vi: 'Thẻ {{ma_the}} đã bị khóa',
    en: 'Card {{ma_the}} is locked',
  },
  CARD_EXPIRED: {
    vi: 'Thẻ {{ma_the}} đã hết hạn',
    en: 'Card {{ma_the}} has expired',
  },
  /** A redemption would leave the membership card below zero points. */
  CARD_POINTS_INSUFFICIENT: {
    vi: 'Điểm tích lũy của thẻ {{ma_the}} không đủ (hiện có {{diem}} điểm)',
    en: 'Card {{ma_the}} does not have enough points ({{diem}} points now)',
  },
  CARD_POINTS_NEGATIVE: {
    vi: 'Số điểm không được âm',
    en: 'The points cannot be negative',
  },
  /** A point or gift exchange names no membership card to take the points off (resources/sales/point-posting.ts). */
  CUSTOMER_CARD_REQUIRED: {
    vi: 'Chưa chọn thẻ khách hàng để trừ điểm',
    en: 'Choose the membership card to take the points off',
  },
  /** A done point or gift exchange that redeems no points. */
  POINTS_REQUIRED: {
    vi: 'Số điểm đổi phải lớn hơn 0',
    en: 'The points to redeem must be more than 0',
  },
  PASSWORD_REQUIRED: { vi: 'Vui lòng nhập mật khẩu', en: 'Enter a password' },
  PASSWORD_WEAK: {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số, và không chứa tên đăng nhập',
    en: 'The password must be at least 8 characters long, contain letters and digits, and not contain the user name',
  },
  USER_DELETE_SELF: {
    vi: 'Không thể xóa tài khoản đang đăng nhập',
    en: 'You cannot delete the account you are signed in with',
  },
  USER_LOCK_SELF: {
    vi: 'Không thể khóa tài khoản đang đăng nhập',
    en: 'You cannot lock the account you are signed in with',
  },
  LAST_ADMIN: {
    vi: 'Phải còn ít nhất một quản trị viên đang hoạt động',
    en: 'At least one active administrator must remain',
  },
  MENU_ID_UNKNOWN: {
    vi: 'Chức năng {{menu_id}} không tồn tại',
    en: 'Unknown menu id {{menu_id}}',
  },
  USER_BRANCH_UNKNOWN: {
    vi: 'Đơn vị {{branchs}} không tồn tại',
    en: 'Unknown branch {{branchs}}',
  },
  RIGHTS_NOT_HELD: {
    vi: 'Bạn không thể cấp quyền mà bạn không có ({{menu_id}})',
    en: 'You cannot grant rights you do not hold yourself ({{menu_id}})',
  },
  BRANCHS_NOT_HELD: {
    vi: 'Bạn không thể cấp chi nhánh mà bạn không được phân quyền ({{branchs}})',
    en: 'You cannot grant branches you are not granted yourself ({{branchs}})',
  },
  USER_BEYOND_REACH: {
    vi: 'Bạn không thể thay đổi người dùng {{user_name}} vì người này có quyền hoặc phạm vi dữ liệu rộng hơn của bạn',
    en: 'You cannot change user {{user_name}}: they have rights or a data scope beyond your own',
  },
  EMPLOYEE_SCOPE_NOT_HELD: {
    vi: 'Bạn không thể cấp phạm vi dữ liệu nhân viên rộng hơn phạm vi của bạn',
    en: 'You cannot grant an employee data scope wider than your own',
  },
  /** A voucher would take more of a product out of a warehouse than it holds (config stock_allow_negative turned off). */
  STOCK_NOT_ENOUGH: {
    vi: 'Không đủ tồn kho: {{ma_vt}} tại kho {{ma_kho}} còn {{ton}}, cần xuất {{can}}',
    en: 'Not enough stock: {{ma_vt}} in warehouse {{ma_kho}} has {{ton}}, {{can}} to issue',
  },
  /** A purchase line of a product tracked by batch without its batch (config stock_product_batch). */
  STOCK_BATCH_REQUIRED: {
    vi: 'Mặt hàng {{ma_vt}} được quản lý theo lô: hãy chọn số lô',
    en: 'Product {{ma_vt}} is tracked by batch: choose its batch',
  },
  /** A line of a stocked product with no warehouse on the line, on the voucher or in the branch. */
  STOCK_WAREHOUSE_REQUIRED: {
    vi: 'Chưa chọn kho cho mặt hàng {{ma_vt}}',
    en: 'Choose a warehouse for product {{ma_vt}}',
  },
  /** A line in a unit the product has no conversion for. */
  /** A sale paid (partly) from a prepaid card names no card (resources/accounting/ledger-posting.ts). */
  PAYMENT_CARD_REQUIRED: {
    vi: 'Chưa chọn thẻ trả trước để thanh toán',
    en: 'Choose the prepaid card to pay with',
  },
  /** A walk-in sale (no customer) left owing: only a customer can owe (resources/sales/orders.ts). */
  DEBT_CUSTOMER_REQUIRED: {
    vi: 'Đơn còn nợ tiền phải chọn khách hàng (hoặc thu đủ tiền)',
    en: 'A sale left owing needs a customer (or take the full amount)',
  },
  /** The prepaid card part of a payment exceeds what is paid. */
  PAYMENT_CARD_MORE_THAN_PAID: {
    vi: 'Số tiền trả bằng thẻ ({{tien_the}}) lớn hơn số tiền khách trả ({{da_tt}})',
    en: 'The card part ({{tien_the}}) is more than what is paid ({{da_tt}})',
  },
  /** A package product (loai_vt GOI) without the service it gives (resources/stock/products.ts). */
  PACKAGE_SERVICE_REQUIRED: {
    vi: 'Gói liệu trình phải có dịch vụ của gói',
    en: 'A package needs the service it gives',
  },
  /** A package product without sessions. */
  PACKAGE_SESSIONS_REQUIRED: {
    vi: 'Gói liệu trình phải có số buổi lớn hơn 0',
    en: 'A package needs more than 0 sessions',
  },
  /** Prices at entry (resources/sales/pricing.ts): a discount code not valid at the branch on the voucher's day. */
  DISCOUNT_CODE_INVALID: {
    vi: 'Mã giảm giá {{ma_ck}} không áp dụng được cho chứng từ ngày {{ngay_ct}} tại chi nhánh này',
    en: 'Discount code {{ma_ck}} does not apply to a voucher of {{ngay_ct}} at this branch',
  },
  /** A discount code already used as many times as it may be. */
  DISCOUNT_CODE_USED_UP: {
    vi: 'Mã giảm giá {{ma_ck}} đã dùng hết {{so_lan}} lần',
    en: 'Discount code {{ma_ck}} has been used all {{so_lan}} times',
  },
  /** Service packages (resources/sales/package-posting.ts): a session used past the package's expiry. */
  PACKAGE_EXPIRED: {
    vi: 'Liệu trình {{ma_lt}} đã hết hạn ngày {{ngay_het_han}}',
    en: 'Package {{ma_lt}} expired on {{ngay_het_han}}',
  },
  /** More sessions used than the package has left (unless sale_service_package_not_enough). */
  PACKAGE_NOT_ENOUGH: {
    vi: 'Liệu trình {{ma_lt}} chỉ còn {{con}} buổi',
    en: 'Package {{ma_lt}} has only {{con}} sessions left',
  },
  /** A package whose bill still owes money (unless sale_service_package_debt_money). */
  PACKAGE_NOT_PAID: {
    vi: 'Liệu trình {{ma_lt}} chưa thanh toán đủ, còn nợ {{con_no}}',
    en: 'Package {{ma_lt}} is not fully paid: {{con_no}} is owed',
  },
  /** A service that is not the package's own (with sale_service_package_require_main). */
  PACKAGE_OTHER_SERVICE: {
    vi: 'Liệu trình {{ma_lt}} chỉ dùng cho dịch vụ {{ma_dv}}',
    en: 'Package {{ma_lt}} is only for service {{ma_dv}}',
  },
  /** Several packages on one service voucher or retail order (unless sale_service_package_multiple). */
  PACKAGE_MULTIPLE: {
    vi: 'Mỗi phiếu dịch vụ hoặc đơn bán lẻ chỉ được dùng một liệu trình',
    en: 'A service voucher or retail order may use one package only',
  },
  /** A retail order line paid by a package session with no customer named (a walk-in has no packages). */
  PACKAGE_CUSTOMER_REQUIRED: {
    vi: 'Chọn khách hàng có liệu trình trước khi dùng liệu trình',
    en: 'Choose the customer whose package pays before using it',
  },
  /** Package sessions not confirmed by the customer's one-time code (sale_package_require_otp). */
  PACKAGE_OTP_REQUIRED: {
    vi: 'Khách hàng chưa xác nhận dùng liệu trình bằng mã OTP',
    en: 'The customer has not confirmed the package sessions with a one-time code',
  },
  /** A one-time code asked for a service voucher that uses no package. */
  PACKAGE_OTP_NO_PACKAGE: {
    vi: 'Phiếu dịch vụ không dùng liệu trình nào',
    en: 'The service voucher uses no package',
  },
  /**
   * A retail order spending the customer's prepaid value — package sessions or their prepaid card — not confirmed
   * by the customer's one-time code (sale_package_require_otp; package-posting.ts `prepaidOtpRefusal`).
   */
  PREPAID_OTP_REQUIRED: {
    vi: 'Khách hàng chưa xác nhận bằng mã OTP việc dùng liệu trình, thẻ trả trước cho đơn này',
    en: 'The customer has not confirmed with a one-time code the package sessions or prepaid card this order spends',
  },
  /** A one-time code asked for a retail order that spends neither package sessions nor a prepaid card. */
  PREPAID_OTP_NOTHING: {
    vi: 'Đơn không dùng liệu trình hay thẻ trả trước nào',
    en: 'The order spends no package session and no prepaid card',
  },
  /** A till opening a shift while the device has one open (apps/server routes/sales/pos-shifts.ts). */
  POS_SHIFT_OPEN: {
    vi: 'Máy này đang có ca {{so_ct}} mở từ {{gio_bd}}: kết ca đó trước khi mở ca mới',
    en: 'This till already has shift {{so_ct}} open since {{gio_bd}}: close it before opening another',
  },
  /** Closing a shift that is closed already. */
  POS_SHIFT_CLOSED: {
    vi: 'Ca {{so_ct}} đã kết lúc {{gio_kt}}',
    en: 'Shift {{so_ct}} was already closed at {{gio_kt}}',
  },
  /** A shift route called without the till's Device-Id header. */
  POS_SHIFT_DEVICE_REQUIRED: {
    vi: 'Không xác định được máy bán hàng (thiếu Device-Id)',
    en: 'The till device is unknown (no Device-Id header)',
  },
  /** A one-time code for a customer without a phone number. */
  CUSTOMER_NO_PHONE: {
    vi: 'Khách hàng {{ma_kh}} chưa có số điện thoại',
    en: 'Customer {{ma_kh}} has no phone number',
  },
  /** A bill changed or cancelled whose package has sessions used. */
  PACKAGE_USED: {
    vi: 'Liệu trình {{ma_lt}} đã dùng {{da_dung}} buổi, không thể sửa hoặc hủy hóa đơn bán liệu trình',
    en: 'Package {{ma_lt}} has {{da_dung}} sessions used: the bill that sold it cannot be changed or cancelled',
  },
  /** A return of packages whose sessions are used or already returned (resources/sales/package-posting.ts). */
  PACKAGE_RETURN_USED: {
    vi: 'Gói {{ma_goi}} của hóa đơn chỉ còn {{con}} buổi chưa dùng để trả lại',
    en: 'Package {{ma_goi}} of the bill has only {{con}} unused sessions to return',
  },
  /** A return naming no original voucher, or both a bill and a retail order (resources/sales/return-rule.ts). */
  RETURN_ORIGINAL_ONE: {
    vi: 'Chọn một chứng từ gốc để trả hàng: hóa đơn hoặc đơn bán lẻ',
    en: 'Choose one original voucher to return goods of: a bill or a retail order',
  },
  /** A return of a bill that is a draft or cancelled (resources/sales/return-rule.ts). */
  RETURN_BILL_NOT_DONE: {
    vi: 'Hóa đơn {{so_ct}} chưa hoàn thành hoặc đã hủy, không thể trả hàng',
    en: 'Bill {{so_ct}} is not completed or is cancelled: nothing can be returned',
  },
  /** A return for another customer than the bill's. */
  RETURN_OTHER_CUSTOMER: {
    vi: 'Hóa đơn {{so_ct}} là của khách hàng {{ma_kh}}',
    en: 'Bill {{so_ct}} belongs to customer {{ma_kh}}',
  },
  /** A return past sale_return_days of its bill. */
  RETURN_TOO_LATE: {
    vi: 'Đã quá {{ngay}} ngày kể từ hóa đơn {{so_ct}}, không thể trả hàng',
    en: 'More than {{ngay}} days have passed since bill {{so_ct}}: it can no longer be returned',
  },
  /** A return of more of a product than the bill sold less what was returned before. */
  RETURN_MORE_THAN_SOLD: {
    vi: 'Mặt hàng {{ma_vt}} của hóa đơn {{so_ct}} chỉ còn {{con_lai}} có thể trả',
    en: 'Only {{con_lai}} of {{ma_vt}} on bill {{so_ct}} can still be returned',
  },
  /** A till refund to the prepaid card that paid the order, once all it paid has been given back to it. */
  RETURN_CARD_REFUNDED: {
    vi: 'Thẻ {{ma_the}} đã được hoàn đủ số tiền thẻ đã trả cho đơn {{so_ct}}',
    en: 'Card {{ma_the}} has had back all it paid for {{so_ct}}',
  },
  /** A goods receipt of a purchase order that is a draft or cancelled (resources/purchases/order-receipts.ts). */
  PURCHASE_ORDER_NOT_OPEN: {
    vi: 'Đơn mua hàng {{so_ct}} chưa gửi nhà cung cấp hoặc đã hủy, không thể nhập kho',
    en: 'Purchase order {{so_ct}} is not sent to the supplier or is cancelled: nothing can be received',
  },
  /** A goods receipt of more of a product than its purchase order ordered less what was received before. */
  PURCHASE_RECEIPT_MORE_THAN_ORDERED: {
    vi: 'Mặt hàng {{ma_vt}} của đơn mua hàng {{so_ct}} chỉ còn {{con_lai}} chưa nhận',
    en: 'Only {{con_lai}} of {{ma_vt}} on purchase order {{so_ct}} are still to be received',
  },
  /** Cancelling a purchase order goods were received for. */
  PURCHASE_ORDER_RECEIVED: {
    vi: 'Đơn mua hàng {{so_ct}} đã có phiếu nhập kho, không thể hủy',
    en: 'Goods were received for purchase order {{so_ct}}: it cannot be cancelled',
  },
  /** A kitchen ticket for a branch with no kitchen, bar or counter printer in use (sales/printers). */
  PRINTER_NONE: {
    vi: 'Đơn vị {{ma_dvcs}} chưa có máy in bếp/bar nào đang dùng',
    en: 'Branch {{ma_dvcs}} has no kitchen or bar printer in use',
  },
  /** A kitchen ticket line no printer of the branch takes (its group is listed by none, and no kitchen printer). */
  PRINTER_NONE_FOR_LINE: {
    vi: 'Không có máy in nào nhận món {{ten_vt}} (nhóm {{ma_nhom_vt}})',
    en: 'No printer takes {{ten_vt}} (group {{ma_nhom_vt}})',
  },
  /** crm_calllog_status: an answered call must say where the customer stands after it (call-log-rules.ts). */
  CALL_STATUS_REQUIRED: {
    vi: 'Vui lòng chọn tình trạng khách hàng sau cuộc gọi',
    en: 'Please choose where the customer stands after the call',
  },
  /** crm_calllog_force_task: every call needs its follow-up appointment (an existing one, or one booked with it). */
  CALL_FOLLOW_UP_REQUIRED: {
    vi: 'Cuộc gọi phải có lịch hẹn tiếp theo',
    en: 'The call needs a follow-up appointment',
  },
  /** A customer timeline page asked for with a cursor (before) this API did not make. */
  TIMELINE_CURSOR_INVALID: {
    vi: 'Vị trí trang của dòng thời gian không hợp lệ',
    en: 'The timeline page position is not valid',
  },
  /** A kitchen ticket reprinted while the tenant's sale_service_reprint is off. */
  KITCHEN_REPRINT_DISABLED: {
    vi: 'Không được in lại phiếu bếp/bar: chưa bật cấu hình "Cho in lại phiếu dịch vụ"',
    en: 'Kitchen and bar tickets may not be reprinted: the setting "Service vouchers reprintable" is off',
  },
  /** An appointment's technician is already busy then with another (booking.ts: processing time excepted). */
  BOOKING_EMPLOYEE_BUSY: {
    vi: '{{ten_nv}} đã có lịch hẹn {{so_ct}} ({{ten_kh}}) lúc {{tu}}–{{den}} ngày {{ngay}}',
    en: '{{ten_nv}} already has the appointment {{so_ct}} ({{ten_kh}}) at {{tu}}–{{den}} on {{ngay}}',
  },
  /** An appointment's room or bed is already taken then by another. */
  BOOKING_ROOM_BUSY: {
    vi: '{{ten_phong}} đã có lịch hẹn {{so_ct}} ({{ten_kh}}) lúc {{tu}}–{{den}} ngày {{ngay}}',
    en: '{{ten_phong}} is taken by the appointment {{so_ct}} ({{ten_kh}}) at {{tu}}–{{den}} on {{ngay}}',
  },
  /** An appointment outside its branch's opening hours (or past midnight). */
  BOOKING_OUTSIDE_HOURS: {
    vi: 'Lịch hẹn {{tu}}–{{den}} nằm ngoài giờ mở cửa của chi nhánh ({{gio_mo}}–{{gio_dong}})',
    en: 'The appointment {{tu}}–{{den}} is outside the branch’s opening hours ({{gio_mo}}–{{gio_dong}})',
  },
  /** The printer's address answered that nothing listens on the port (ECONNREFUSED). */
  PRINTER_REFUSED: {
    vi: 'Máy in "{{printer}}" ({{address}}) từ chối kết nối: máy in tắt hoặc sai cổng',
    en: 'Printer "{{printer}}" ({{address}}) refused the connection: it is off or the port is wrong',
  },
  /** The printer's host name is not known to the server's name service. */
  PRINTER_HOST_UNKNOWN: {
    vi: 'Không tìm thấy máy in "{{printer}}" theo tên {{host}}',
    en: 'Printer "{{printer}}": host name {{host}} was not found',
  },
  /** The printer did not accept the connection, or did not take the ticket, in time. */
  PRINTER_TIMEOUT: {
    vi: 'Máy in "{{printer}}" ({{address}}) không phản hồi sau {{seconds}} giây',
    en: 'Printer "{{printer}}" ({{address}}) did not answer within {{seconds}} seconds',
  },
  /** The printer closed the connection before it took the whole ticket. */
  PRINTER_DISCONNECTED: {
    vi: 'Máy in "{{printer}}" ({{address}}) ngắt kết nối khi đang nhận phiếu',
    en: 'Printer "{{printer}}" ({{address}}) closed the connection while taking the ticket',
  },
  /** Any other network failure reaching the printer (the system's error code as reason). */
  PRINTER_UNREACHABLE: {
    vi: 'Không kết nối được máy in "{{printer}}" ({{address}}): {{reason}}',
    en: 'Printer "{{printer}}" ({{address}}) could not be reached: {{reason}}',
  },
  STOCK_UNIT_UNKNOWN: {
    vi: 'Mặt hàng {{ma_vt}} không có đơn vị tính quy đổi {{dvt}}',
    en: 'Product {{ma_vt}} has no conversion for unit {{dvt}}',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export type ErrorCode = keyof typeof errorMessages;

export const errorMessage = (
  code: ErrorCode,
  locale: Locale = defaultLocale,
  params?: Record<string, string | number>,
): string => interpolate(errorMessages[code][locale], params);

/** Picks 'en' when the Accept-Language header prefers English, else Vietnamese. */
export const localeFromAcceptLanguage = (header: string | undefined | null): Locale => {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('vi')) return 'vi';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLocale;
};
