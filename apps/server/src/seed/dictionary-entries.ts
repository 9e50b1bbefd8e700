type Entry = { loai: string; ma_tudien: string; ten_tudien: string; ten_tudien_en: string };

const kind = (loai: string, entries: [string, string, string][]): Entry[] =>
  entries.map(([ma_tudien, ten_tudien, ten_tudien_en]) => ({ loai, ma_tudien, ten_tudien, ten_tudien_en }));

/** The dictionaries every tenant starts with. */
export const dictionaryEntries: readonly Entry[] = [
  ...kind('gender', [
    ['1', 'Nam', 'Male'],
    ['2', 'Nữ', 'Female'],
  ]),
  ...kind('task_status', [
    ['1', 'Chưa thực hiện', 'To do'],
    ['2', 'Đang thực hiện', 'In progress'],
    ['3', 'Hoàn thành', 'Done'],
    ['4', 'Hủy', 'Cancelled'],
  ]),
  ...kind('ticket_status', [
    ['1', 'Mới', 'New'],
    ['2', 'Đang xử lý', 'In progress'],
    ['3', 'Đã xử lý', 'Resolved'],
    ['4', 'Đóng', 'Closed'],
  ]),
  ...kind('voucher_status', [
    ['0', 'Lập chứng từ', 'Draft'],
    ['1', 'Chờ duyệt', 'Awaiting approval'],
    ['2', 'Đã duyệt', 'Approved'],
    ['3', 'Hủy', 'Cancelled'],
  ]),
  ...kind('payment_method', [
    ['TM', 'Tiền mặt', 'Cash'],
    ['CK', 'Chuyển khoản', 'Bank transfer'],
    ['THE', 'Thẻ ngân hàng', 'Bank card'],
    ['VI', 'Ví điện tử', 'E-wallet'],
  ]),
  ...kind('customer_source', [
    ['FB', 'Facebook', 'Facebook'],
    ['ZALO', 'Zalo', 'Zalo'],
    ['WEB', 'Website', 'Website'],
    ['GT', 'Người quen giới thiệu', 'Referral'],
    ['VL', 'Khách vãng lai', 'Walk-in'],
  ]),
  ...kind('call_status', [
    ['1', 'Nghe máy', 'Answered'],
    ['2', 'Không nghe máy', 'No answer'],
    ['3', 'Máy bận', 'Busy'],
    ['4', 'Sai số', 'Wrong number'],
  ]),
];
