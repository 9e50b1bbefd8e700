export const vi = {
  app: { name: 'Sen · Khách hàng' },
  login: {
    title: 'Đăng nhập khách hàng',
    subtitle: 'Nhập số điện thoại đã đăng ký để nhận mã OTP',
    phone: 'Số điện thoại',
    sendCode: 'Gửi mã OTP',
    code: 'Mã OTP',
    codeSent: 'Mã OTP đã được gửi tới {{phone}}, có hiệu lực trong {{minutes}} phút.',
    demoCode: 'Chế độ demo (chưa cấu hình tổng đài SMS): mã của bạn là {{code}}',
    submit: 'Đăng nhập',
    changePhone: 'Đổi số điện thoại',
    resend: 'Gửi lại mã',
  },
  nav: { info: 'Thông tin của tôi', cards: 'Lịch sử thẻ', logout: 'Đăng xuất', language: 'Ngôn ngữ' },
  info: {
    title: 'Thông tin khách hàng',
    code: 'Mã khách hàng',
    name: 'Họ và tên',
    phone: 'Số điện thoại',
    email: 'Email',
  },
  cards: {
    title: 'Lịch sử thẻ thanh toán',
    empty: 'Chưa có giao dịch thẻ',
    emptyDescription: 'Các lần nạp tiền, thanh toán và điều chỉnh số dư thẻ của bạn sẽ hiện ở đây.',
  },
  errors: { unknown: 'Có lỗi xảy ra', phone: 'Số điện thoại không hợp lệ' },
};
export type Messages = typeof vi;
