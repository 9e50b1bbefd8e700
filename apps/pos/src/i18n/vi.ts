export const vi = {
  app: { name: 'Sen POS', tagline: 'Thu ngân' },
  login: {
    title: 'Đăng nhập thu ngân',
    subtitle: 'Dùng tài khoản nhân viên được cấp quyền bán hàng',
    userName: 'Tên đăng nhập',
    password: 'Mật khẩu',
    rememberMe: 'Ghi nhớ đăng nhập',
    submit: 'Đăng nhập',
  },
  home: {
    title: 'Chọn quầy bán hàng',
    branch: 'Đơn vị',
    cashier: 'Thu ngân',
    serverTime: 'Giờ hệ thống',
  },
  modes: {
    retail: { title: 'Bán lẻ', description: 'Bán hàng hóa, dịch vụ và thẻ tại quầy' },
    serving: { title: 'Phiếu ăn', description: 'Xuất và thu tiền phiếu ăn' },
    room: { title: 'Phòng', description: 'Mở phòng, tính giờ và thanh toán phòng' },
    restaurant: { title: 'Nhà hàng', description: 'Gọi món theo bàn, chuyển và gộp bàn' },
  },
  register: {
    back: 'Về màn hình chọn quầy',
    cart: 'Giỏ hàng',
    cartEmpty: 'Chưa có món nào trong giỏ',
    catalogueEmpty: 'Danh mục hàng hóa của đơn vị {{branch}} chưa có mặt hàng nào để bán.',
    total: 'Tổng cộng',
  },
  account: { menu: 'Tài khoản', logout: 'Đăng xuất', language: 'Ngôn ngữ' },
  errors: { unknown: 'Có lỗi xảy ra' },
};
export type Messages = typeof vi;
