/** The demo tenant's organisation: branches and the three demo users (credentials in the README). */
export const demoTenant = { code: 'demo', name: 'Sen Spa & Clinic' } as const;

export const demoBranches = [
  {
    ma_dvcs: 'CN01',
    ten_dvcs: 'Chi nhánh Quận 1',
    dia_chi: '123 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    dien_thoai: '02838221234',
    nh_bin: '970436',
    so_tk_nh: '1031234567',
    ten_tk_nh: 'CONG TY TNHH SEN SPA VA CLINIC',
    gio_mo: '08:00',
    gio_dong: '21:00',
  },
  {
    ma_dvcs: 'CN02',
    ten_dvcs: 'Chi nhánh Hà Nội',
    dia_chi: '45 Tràng Tiền, Phường Tràng Tiền, Quận Hoàn Kiếm, Hà Nội',
    dien_thoai: '02439361234',
    nh_bin: '970407',
    so_tk_nh: '19036251234017',
    ten_tk_nh: 'CONG TY TNHH SEN SPA VA CLINIC',
    gio_mo: '08:00',
    gio_dong: '21:00',
  },
  {
    ma_dvcs: 'CN03',
    ten_dvcs: 'Chi nhánh Đà Nẵng',
    dia_chi: '78 Bạch Đằng, Phường Hải Châu 1, Quận Hải Châu, Đà Nẵng',
    dien_thoai: '02363821234',
    nh_bin: '970418',
    so_tk_nh: '56010001234567',
    ten_tk_nh: 'CONG TY TNHH SEN SPA VA CLINIC',
    gio_mo: '08:00',
    gio_dong: '21:00',
  },
] as const;

export const demoUsers = {
  admin: {
    user_name: 'admin',
    password: 'Admin@123',
    ten_nsd: 'Quản trị hệ thống',
    email: 'admin@sen-spa.vn',
    is_admin: true,
    branchs: 'CN01,CN02,CN03',
    employee_yn: false,
    employees: [] as string[],
    ma_nvbh: null,
    ten_nvbh: null,
  },
  cashier: {
    user_name: 'thungan',
    password: 'Cashier@123',
    ten_nsd: 'Lê Văn Hùng',
    email: 'thungan@sen-spa.vn',
    is_admin: false,
    branchs: 'CN01',
    employee_yn: false,
    employees: [] as string[],
    ma_nvbh: null,
    ten_nvbh: null,
  },
  salesperson: {
    user_name: 'nvbh01',
    password: 'Sales@123',
    ten_nsd: 'Nguyễn Thị Lan',
    email: 'lan.nguyen@sen-spa.vn',
    is_admin: false,
    branchs: 'CN01',
    employee_yn: true,
    employees: ['NV001'],
    ma_nvbh: 'NV001',
    ten_nvbh: 'Nguyễn Thị Lan',
  },
} as const;

/**
 * Voucher types numbered per branch (catalogue voucher types: sales bill, service voucher, cash receipt, cash
 * payment, stock in, stock out).
 */
export const demoVoucherTypes = ['HDB', 'PDV', 'PT', 'PC', 'NK', 'XK'] as const;

/** The voucher types the demo has closed up to the end of last month, in every branch: sales bills. */
export const demoLockedVoucherTypes = ['HDB'] as const;

export const demoCallCenterProviders = [
  { provider: 'stringee', ten_ncc: 'Stringee', endpoint: 'wss://v1.stringee.com:6899' },
  { provider: 'vcs', ten_ncc: 'VCS Telecom', endpoint: null },
] as const;
