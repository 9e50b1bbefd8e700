import { demoProducts, demoServices } from './demo-goods.js';

/**
 * Curated demo names for the catalogue resources a spa, clinic, hotel or restaurant sees first, by resource name
 * (the rows get these names in order; other resources get '<title> <n>'), phrases of some text fields, and short
 * notes.
 */
export const curatedNames: Readonly<Record<string, readonly string[]>> = {
  'source-types': [
    'Quảng cáo Facebook',
    'Zalo OA',
    'Google Maps',
    'TikTok',
    'Khách giới thiệu',
    'Khách vãng lai',
    'Website',
    'Hội chợ, sự kiện',
  ],
  'customer-groups': [
    'Khách thường',
    'Khách thân thiết',
    'Khách VIP',
    'Khách doanh nghiệp',
    'Khách mới',
    'Khách du lịch',
  ],
  'payment-types': [
    'Tiền mặt',
    'Chuyển khoản',
    'Thẻ ngân hàng (POS)',
    'Ví MoMo',
    'VNPay QR',
    'ZaloPay',
    'Thẻ trả trước',
  ],
  'product-groups': [
    'Chăm sóc da mặt',
    'Chăm sóc cơ thể',
    'Gội đầu dưỡng sinh',
    'Mỹ phẩm',
    'Đồ uống',
    'Vật tư tiêu hao',
    'Liệu trình trọn gói',
    'Nail',
  ],
  products: demoProducts.map((product) => product.ten_vt),
  'stock-services': demoServices.map((service) => service.ten_vt),
  'product-types': ['Hàng bán lẻ', 'Dịch vụ', 'Vật tư', 'Gói liệu trình', 'Quà tặng'],
  levels: ['Thành viên', 'Bạc', 'Vàng', 'Kim cương'],
  departments: ['Lễ tân', 'Kỹ thuật', 'Chăm sóc khách hàng', 'Kế toán', 'Kho', 'Marketing', 'Ban giám đốc'],
  shifts: [
    'Ca sáng (8:00–14:00)',
    'Ca chiều (14:00–20:00)',
    'Ca gãy (10:00–14:00, 17:00–21:00)',
    'Ca hành chính',
  ],
  'room-groups': ['Phòng đơn', 'Phòng đôi', 'Phòng VIP', 'Phòng xông hơi', 'Khu gội đầu'],
  'restaurant-table-groups': ['Tầng trệt', 'Sân vườn', 'Tầng 2', 'Phòng riêng'],
  'task-types': ['Tư vấn lần đầu', 'Làm dịch vụ', 'Tái khám', 'Bảo hành liệu trình', 'Gọi chăm sóc'],
  'ticket-types': [
    'Khiếu nại dịch vụ',
    'Yêu cầu hoàn tiền',
    'Đổi lịch hẹn',
    'Góp ý',
    'Bảo hành sản phẩm',
    'Tư vấn dịch vụ',
    'Đặt lịch',
  ],
  'complain-types': ['Thái độ nhân viên', 'Chất lượng dịch vụ', 'Chờ lâu', 'Giá cả', 'Vệ sinh'],
  'source-type-options': ['Bài viết quảng cáo', 'Tin nhắn fanpage', 'Bạn bè giới thiệu', 'Đi ngang qua'],
  tags: ['Da nhạy cảm', 'Thích yên tĩnh', 'Khách VIP', 'Hay đổi lịch', 'Dị ứng tinh dầu', 'Mang thai'],
  promotions: [
    'Tri ân khách hàng tháng 11',
    'Mừng sinh nhật spa giảm 20%',
    'Mua 1 tặng 1 gội đầu dưỡng sinh',
    'Giờ vàng massage 10h–14h',
    'Combo da mặt + xông hơi',
    'Quốc tế Phụ nữ 8/3',
  ],
  discounts: ['Giảm 10% khách thân thiết', 'Giảm 15% khách VIP', 'Giảm 5% thanh toán chuyển khoản'],
  'golden-hours': ['Giờ vàng buổi trưa', 'Giờ vàng sáng thứ Hai', 'Giờ vàng cuối ngày'],
  'card-types': ['Thẻ thành viên', 'Thẻ trả trước 5 triệu', 'Thẻ trả trước 10 triệu', 'Thẻ quà tặng'],
  'no-name-types': ['Thẻ quà tặng 500.000', 'Thẻ quà tặng 1.000.000', 'Thẻ quà tặng 2.000.000'],
  'no-name-discounts': ['Giảm 5% thẻ quà tặng', 'Giảm 10% thẻ quà tặng dịp Tết'],
  'commisstion-groups': ['Lễ tân', 'Kỹ thuật viên', 'Tư vấn viên', 'Quản lý chi nhánh'],
  commisstions: ['Mỹ phẩm 10%', 'Đồ uống 5%', 'Dịch vụ 20.000 đ / lượt', 'Liệu trình 3%'],
  'payment-card-policies': ['Nạp 5 triệu tặng 5%', 'Nạp 10 triệu tặng 10%', 'Nạp 20 triệu tặng 15%'],
  'customer-card-series': ['Dải thẻ thành viên 2026', 'Dải thẻ VIP 2026'],
  'service-expenses': ['Khăn và đồ vải', 'Mỹ phẩm dùng trong liệu trình', 'Điện nước phòng xông hơi'],
  expenses: [
    'Tiền thuê mặt bằng',
    'Tiền điện',
    'Tiền nước',
    'Lương nhân viên',
    'Quảng cáo Facebook',
    'Văn phòng phẩm',
  ],
  'transaction-terms': ['Thanh toán ngay', 'Công nợ 15 ngày', 'Công nợ 30 ngày'],
  campaigns: [
    'Chăm sóc khách sau liệu trình',
    'Nhắc lịch khách lâu chưa quay lại',
    'Chúc mừng sinh nhật khách',
  ],
  'voucher-types': ['Voucher giảm 100.000', 'Voucher giảm 10%', 'Voucher tặng gội đầu'],
  rates: ['Rất hài lòng', 'Hài lòng', 'Bình thường', 'Chưa hài lòng'],
  'vip-periods': ['Kỳ xét hạng 2026', 'Kỳ xét hạng 2025'],
  'payment-card-periods': ['Kỳ thẻ tháng 10', 'Kỳ thẻ tháng 11'],
  suppliers: [
    'Công ty TNHH Mỹ phẩm Thiên Nhiên',
    'Công ty CP Dược phẩm Sài Gòn',
    'Công ty TNHH Thiết bị Spa Việt',
    'Công ty TNHH Thực phẩm Xanh',
    'Công ty CP Vật tư Y tế Hà Nội',
    'Hộ kinh doanh Hoa Sen',
  ],
};

/** What some text fields say, by field name (and resource where it differs): no '<label> <n>' placeholders. */
export const fieldPhrases: Readonly<Record<string, readonly string[]>> = {
  'tickets.tieu_de': [
    'Khách phản ánh chờ lâu',
    'Đổi lịch hẹn sang tuần sau',
    'Yêu cầu hoàn tiền buổi chưa làm',
    'Da bị kích ứng sau liệu trình',
    'Hỏi về chương trình khuyến mãi',
    'Quên đồ tại phòng dịch vụ',
  ],
  'receipt-orders.dien_giai': [
    'Nhập hàng mỹ phẩm bổ sung quầy bán lẻ',
    'Nhập vật tư tiêu hao cho phòng dịch vụ',
    'Nhập hàng theo hóa đơn nhà cung cấp',
  ],
  'delivery-orders.dien_giai': [
    'Xuất vật tư dùng cho phòng dịch vụ',
    'Xuất hàng hỏng, hết hạn sử dụng',
    'Xuất hàng tặng khách theo chương trình',
  ],
  'transfer-orders.dien_giai': ['Điều chuyển hàng giữa hai kho', 'Bổ sung hàng cho chi nhánh'],
  // What a sale says in the cash book and the ledgers (never a note meant for a customer or the stock).
  'bills.dien_giai': [
    'Bán mỹ phẩm tại quầy',
    'Khách mua sản phẩm chăm sóc da',
    'Khách mua thêm sau buổi dịch vụ',
    'Khách đặt qua Zalo',
    'Ưu đãi sinh nhật',
  ],
  'sales-services.dien_giai': [
    'Làm dịch vụ theo lịch hẹn',
    'Khách vãng lai làm dịch vụ',
    'Khách quen làm dịch vụ định kỳ',
    'Đã tư vấn liệu trình 10 buổi',
  ],
  'retail-orders.dien_giai': ['Bán lẻ tại quầy', 'Khách mua mang về', 'Khách mới từ chương trình giới thiệu'],
  'no-name-orders.dien_giai': ['Bán thẻ quà tặng tại quầy', 'Khách mua thẻ quà tặng làm quà'],
  'no-name-deposits.dien_giai': ['Nạp thêm tiền vào thẻ quà tặng'],
  'returns.ly_do': [
    'Khách đổi ý, trả lại sản phẩm còn nguyên hộp',
    'Sản phẩm lỗi bao bì',
    'Khách dị ứng, trả lại sản phẩm',
  ],
  'domestic-orders.dien_giai': [
    'Đặt hàng bổ sung tồn kho cuối tháng',
    'Đặt vật tư tiêu hao cho quý tới',
    'Đặt hàng theo báo giá nhà cung cấp',
  ],
  'broadcast.tieu_de': ['Lịch nghỉ Tết', 'Khuyến mãi tháng này', 'Nhắc kiểm kê cuối tháng'],
  'layout-banners.tieu_de': ['Ưu đãi tháng 11', 'Liệu trình mới', 'Thẻ trả trước tặng 10%'],
  tieu_de: ['Thông báo từ spa', 'Ưu đãi dành cho bạn', 'Nhắc lịch hẹn'],
  mau_so: ['1'],
  ky_hieu: ['C26TSE', 'C26TSA'],
  chuc_vu: ['Kỹ thuật viên', 'Lễ tân', 'Tư vấn viên', 'Kỹ thuật viên chính', 'Quản lý ca', 'Kế toán'],
  tinh_thanh: ['TP. Hồ Chí Minh', 'Hà Nội', 'Đà Nẵng'],
  muc_tieu: ['Tăng tỷ lệ khách quay lại', 'Bán thêm liệu trình', 'Giữ chân khách VIP'],
  kich_ban: ['Chào khách, hỏi cảm nhận sau buổi làm, mời đặt lịch buổi tiếp theo'],
  mau_sac: ['#2f855a', '#2b6cb0', '#c05621', '#b83280', '#6b46c1'],
  tang: ['Tầng 1', 'Tầng 2', 'Tầng 3'],
  thu_trong_tuan: ['2,3,4,5,6', '7,CN', '2,4,6'],
  nguoi_van_chuyen: ['Nguyễn Văn Tài', 'Trần Minh Phúc'],
  ten_ngan_hang: ['Vietcombank', 'Techcombank', 'BIDV', 'ACB', 'MB Bank'],
  hinh_anh: ['/banners/uu-dai.jpg'],
};

/** Notes and descriptions (ghi_chu, dien_giai, mo_ta, noi_dung). */
export const notePhrases = [
  'Khách quen, ưu tiên xếp lịch buổi sáng',
  'Gọi lại xác nhận trước 1 ngày',
  'Đã tư vấn liệu trình 10 buổi',
  'Khách đặt qua Zalo',
  'Thanh toán chuyển khoản',
  'Khách yêu cầu kỹ thuật viên nữ',
  'Hẹn tái khám sau 2 tuần',
  'Ưu đãi sinh nhật',
  'Khách mới từ chương trình giới thiệu',
  'Kiểm tra lại tồn kho cuối tháng',
  'Giao hàng trong ngày',
  'Theo hợp đồng năm',
] as const;

/**
 * What a generated payment card entry of each kind says (dien_giai), so a card's history reads like a real one;
 * none repeats the portal customer's curated entries (demo-customers.ts).
 */
export const cardEntryPhrases: Readonly<Record<string, readonly string[]>> = {
  NAP: ['Nạp tiền mặt tại quầy lễ tân', 'Nạp tiền qua chuyển khoản ngân hàng', 'Nạp tiền qua ví MoMo'],
  TIEU: [
    'Thanh toán liệu trình trị mụn',
    'Thanh toán massage chân thảo dược',
    'Thanh toán gói tắm trắng',
    'Thanh toán mua mỹ phẩm',
  ],
  HOAN: ['Hoàn tiền dịch vụ hủy lịch', 'Hoàn tiền sản phẩm đổi trả'],
  THUONG: ['Thưởng nạp 5%', 'Thưởng nạp chương trình tri ân', 'Thưởng sinh nhật'],
  CHUYEN: ['Nhận số dư chuyển từ thẻ người thân', 'Chuyển số dư sang thẻ mới'],
  DC: ['Điều chỉnh số dư theo đối soát', 'Điều chỉnh sai sót nhập liệu'],
};

/** Company name parts for suppliers and companies without a curated list. */
export const companyWords = [
  'Hoa Sen',
  'Thiên Phúc',
  'An Khang',
  'Minh Long',
  'Bảo Ngọc',
  'Phú Thịnh',
  'Việt Mỹ',
  'Tâm An',
] as const;
