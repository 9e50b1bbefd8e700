import { bills, printDocumentOf, type PrintDocument } from '@sen/domain/resources';

const names = [
  'Kem dưỡng trắng da ban đêm chiết xuất ngọc trai và collagen thủy phân cao cấp nhập khẩu Hàn Quốc 50 ml',
  'Liệu trình chăm sóc da mặt chuyên sâu',
  'Gội đầu dưỡng sinh',
  'Mặt nạ vàng 24K',
  'Serum vitamin C',
];

/** A bill of long names, big amounts, discounts and tax: the widest a voucher gets (stories and tests). */
export const sampleBill = (locale: 'vi' | 'en' = 'vi', lineCount = 5): PrintDocument => {
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const so_luong = index + 1;
    const gia = 1_250_000 * (index + 1);
    const tien = so_luong * gia;
    const tien_ck = index % 2 ? Math.round(tien / 10) : 0;
    const tien_thue = Math.round((tien - tien_ck) / 10);
    return {
      ma_vt: `VT${String(index + 1).padStart(3, '0')}`,
      ten_vt: names[index % names.length],
      dvt: index % 2 ? 'Lần' : 'Hộp',
      so_luong,
      gia,
      ck: index % 2 ? 10 : 0,
      thue_suat: 10,
      tien,
      tien_ck,
      tien_thue,
      thanh_tien: tien - tien_ck + tien_thue,
      ty_le_hh: 5,
      tien_hh: 99_999,
    };
  });
  const sum = (field: 'tien' | 'tien_ck' | 'tien_thue' | 'thanh_tien') =>
    lines.reduce((total, line) => total + line[field], 0);
  const t_tt = sum('thanh_tien');
  const record = {
    so_ct: 'HD000123',
    ngay_ct: '2026-03-05',
    ma_kh: 'KH0001',
    ten_kh: 'Trần Thị Mai',
    ma_nvbh: 'NV001',
    ten_nvbh: 'Nguyễn Văn An',
    dien_giai: 'Khách quen, thanh toán tiền mặt',
    nguoi_tao: 'thungan',
    ngay_tao: '2026-03-05T07:45:00Z',
    t_tien: sum('tien'),
    t_ck: sum('tien_ck'),
    t_thue: sum('tien_thue'),
    t_tt,
    da_tt: Math.ceil(t_tt / 1_000_000) * 1_000_000,
    con_no: 0,
    chi_tiet: lines,
  };
  const branch = {
    ma_dvcs: 'CN01',
    ten_dvcs: 'Sen Spa – Chi nhánh Quận 1',
    dia_chi: '12 Lê Lợi, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    dien_thoai: '028 3822 1234',
  };
  return printDocumentOf(bills, record, branch, { locale });
};
