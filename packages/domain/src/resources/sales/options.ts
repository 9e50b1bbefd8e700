/** Choices of the sales module: [stored value, vi, en]. */

/** A room on the room board: free, in service, being cleaned, out of order. */
export const roomStatuses = [
  ['0', 'Trống', 'Free'],
  ['1', 'Đang phục vụ', 'In service'],
  ['2', 'Đang dọn', 'Cleaning'],
  ['9', 'Ngừng sử dụng', 'Out of order'],
] as const;

/**
 * A room or table with its customer (ma_kh, ten_kh) kept only while its status is one of `statuses` (in service,
 * reserved); in any other status the customer is cleared, so a freed room never shows the last guest.
 */
export const withGuestWhile = (
  record: Record<string, unknown>,
  statuses: readonly string[],
): Record<string, unknown> =>
  statuses.includes(String(record.trang_thai ?? '')) ? record : { ...record, ma_kh: null, ten_kh: null };

/** A restaurant table on the table board: free, serving, reserved. */
export const tableStatuses = [
  ['0', 'Trống', 'Free'],
  ['1', 'Có khách', 'Serving'],
  ['2', 'Đã đặt', 'Reserved'],
  ['9', 'Ngừng sử dụng', 'Out of use'],
] as const;

/** A payment or customer card: issued but not active, active, locked, expired. */
export const cardStatuses = [
  ['0', 'Chưa kích hoạt', 'Not activated'],
  ['1', 'Đang sử dụng', 'Active'],
  ['2', 'Đã khóa', 'Locked'],
  ['3', 'Hết hạn', 'Expired'],
] as const;

/** A no-name card: in stock at the branch, in transit to another branch, sold, locked. */
export const noNameCardStatuses = [
  ['0', 'Trong kho', 'In stock'],
  ['1', 'Đang chuyển', 'In transit'],
  ['2', 'Đã bán', 'Sold'],
  ['3', 'Đã khóa', 'Locked'],
] as const;

/** What moved a stored-value card's balance. */
export const cardTransactionKinds = [
  ['NAP', 'Nạp tiền', 'Top-up'],
  ['TIEU', 'Thanh toán', 'Payment'],
  ['HOAN', 'Hoàn tiền', 'Refund'],
  ['THUONG', 'Thưởng nạp', 'Top-up bonus'],
  ['CHUYEN', 'Chuyển số dư', 'Balance transfer'],
  ['DC', 'Điều chỉnh', 'Adjustment'],
] as const;

/** What happened to a membership card. */
export const customerCardEvents = [
  ['PH', 'Phát hành', 'Issued'],
  ['TD', 'Tích điểm', 'Points earned'],
  ['DD', 'Đổi điểm', 'Points redeemed'],
  ['NH', 'Nâng hạng', 'Upgraded'],
  ['KH', 'Khóa thẻ', 'Locked'],
  ['MK', 'Mở khóa', 'Unlocked'],
] as const;

/** How a payment type settles: cash, bank transfer, bank card, prepaid card, package, discount code. */
export const paymentKinds = [
  ['TM', 'Tiền mặt', 'Cash'],
  ['CK', 'Chuyển khoản', 'Bank transfer'],
  ['POS', 'Thẻ ngân hàng', 'Bank card'],
  ['TTT', 'Thẻ trả trước', 'Prepaid card'],
  ['LT', 'Liệu trình', 'Package'],
  ['MGG', 'Mã giảm giá', 'Discount code'],
] as const;

/** A meal ticket: waiting to be issued, issued, used, cancelled. */
export const servingStatuses = [
  ['0', 'Chờ xuất', 'Waiting'],
  ['1', 'Đã xuất', 'Issued'],
  ['2', 'Đã dùng', 'Used'],
  ['9', 'Hủy', 'Cancelled'],
] as const;

/**
 * An e-invoice: draft, being published (sent to the provider, waiting for its number), published to the tax
 * authority, replaced, cancelled.
 */
export const invoiceStatuses = [
  ['0', 'Chưa phát hành', 'Not published'],
  ['3', 'Đang phát hành', 'Publishing'],
  ['1', 'Đã phát hành', 'Published'],
  ['2', 'Bị thay thế', 'Replaced'],
  ['9', 'Hủy', 'Cancelled'],
] as const;

/**
 * How an e-invoice relates to its original (so_ct_goc), once published: it replaces it (the original moves to
 * '2', replaced), or adjusts it up or down (the original stays published; the adjusting invoice's lines are the
 * differences, amounts added to or taken off the original's).
 */
export const invoiceRelations = [
  ['3', 'Thay thế hóa đơn gốc', 'Replaces the original'],
  ['5', 'Điều chỉnh tăng', 'Adjusts it up'],
  ['6', 'Điều chỉnh giảm', 'Adjusts it down'],
] as const;

/**
 * Where an e-invoice stands with its provider (hóa đơn điện tử): never sent, being sent, issued, sending failed
 * (the provider refused it, or it could not be reached in time: publish again), being cancelled, cancelled at the
 * provider, cancelling failed.
 */
export const invoiceSendStates = [
  ['0', 'Chưa gửi', 'Not sent'],
  ['1', 'Đang gửi', 'Sending'],
  ['2', 'Đã phát hành', 'Issued'],
  ['3', 'Lỗi gửi', 'Sending failed'],
  ['4', 'Đang hủy', 'Cancelling'],
  ['5', 'Đã hủy', 'Cancelled'],
  ['6', 'Lỗi hủy', 'Cancelling failed'],
] as const;

/** Whether a card type is a membership card, a prepaid payment card or a no-name card. */
export const cardKinds = [
  ['KH', 'Thẻ khách hàng', 'Membership card'],
  ['TT', 'Thẻ thanh toán', 'Payment card'],
  ['VD', 'Thẻ vô danh', 'No-name card'],
] as const;

/** A discount taken as a percent or as an amount. */
export const discountKinds = [
  ['PT', 'Theo phần trăm', 'Percent'],
  ['TIEN', 'Theo số tiền', 'Amount'],
] as const;

/** A salesperson's or technician's level (revenue by level, wages by level). */
export const staffLevels = [
  ['1', 'Học việc', 'Apprentice'],
  ['2', 'Nhân viên', 'Staff'],
  ['3', 'Chuyên viên', 'Specialist'],
  ['4', 'Trưởng nhóm', 'Team leader'],
  ['5', 'Quản lý', 'Manager'],
] as const;

/** An open or closed period (card periods, VIP periods). */
export const periodStatuses = [
  ['0', 'Đang mở', 'Open'],
  ['1', 'Đã khóa sổ', 'Closed'],
] as const;
