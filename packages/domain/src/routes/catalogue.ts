import type { AppRoute, MenuGroup, RouteGuard, Title } from './types.js';

type PageOptions = {
  guard?: RouteGuard;
  noScroll?: boolean;
  inMenu?: boolean;
  menuId?: string;
};

const groups: MenuGroup[] = [];
const routes: AppRoute[] = [];
let currentParent = '';

const title = (vi: string, en: string): Title => ({ vi, en });

/** The menu id of a path: its segments after the first slash, joined by dots ('/crm/partners' -> 'crm.partners'). */
export const menuIdOfPath = (path: string): string =>
  path
    .replace(/^\//, '')
    .split('/')
    .filter((s) => !s.startsWith('$'))
    .join('.');

/**
 * The menu id of a resource's approve variant, whose edit right approves its vouchers ('sales.bills' ->
 * 'sales.bills.approve'): the one derivation the route catalogue, the server, `@sen/auth` and the apps share.
 */
export const approveMenuIdOf = (menuId: string): string => `${menuId}.approve`;

const group = (menuId: string, vi: string, en: string, body: () => void) => {
  const parent = currentParent;
  groups.push({ menuId, parentId: parent, title: title(vi, en) });
  currentParent = menuId;
  body();
  currentParent = parent;
};

const page = (path: string, vi: string, en: string, options: PageOptions = {}) => {
  const route: AppRoute = {
    path,
    menuId: options.menuId ?? menuIdOfPath(path),
    parentId: currentParent,
    title: title(vi, en),
    guard: options.guard ?? 'command',
    inMenu: options.inMenu ?? true,
  };
  if (options.noScroll) route.noScroll = true;
  if (path.endsWith('/approve')) route.action = 'approve';
  routes.push(route);
};

/** A page plus its approve variant (same title with ' - Duyệt' / ' - Approval'). */
const withApprove = (path: string, vi: string, en: string) => {
  page(path, vi, en);
  page(`${path}/approve`, `${vi} - Duyệt`, `${en} - approval`, {
    menuId: approveMenuIdOf(menuIdOfPath(path)),
  });
};

/** A sub-page of a list: opens under the list's command, not shown in the menu. */
const sub = (path: string, vi: string, en: string, listPath: string, guard: RouteGuard = 'command') =>
  page(path, vi, en, { inMenu: false, menuId: menuIdOfPath(listPath), guard });

group('dashboard', 'Tổng quan', 'Dashboard', () => {
  page('/dashboard/analytics', 'Phân tích', 'Analytics', { guard: 'signed-in' });
  page('/dashboard/ecommerce', 'Thương mại', 'eCommerce', { guard: 'signed-in' });
});

group('crm', 'CRM', 'CRM', () => {
  group('crm.customer', 'Khách hàng', 'Customers', () => {
    page('/crm/partners', 'Khách hàng', 'Customers');
    sub('/crm/partners/new', 'Thêm khách hàng', 'New customer', '/crm/partners');
    sub('/crm/partners/$id', 'Hồ sơ khách hàng', 'Customer profile', '/crm/partners');
    sub('/crm/partners/$id/edit', 'Sửa khách hàng', 'Edit customer', '/crm/partners');
    page('/crm/partners-search', 'Tra cứu khách hàng', 'Customer search');
    page('/crm/partners-vip', 'Khách hàng VIP', 'VIP customers');
    page('/crm/partners-transfer', 'Chuyển khách hàng', 'Customer transfer');
    page('/crm/partners-transfer-histories', 'Lịch sử chuyển khách hàng', 'Customer transfer history');
    page('/crm/complains', 'Khiếu nại', 'Complaints');
    page('/crm/targets', 'Chỉ tiêu', 'Targets');
  });
  group('crm.marketing', 'Marketing', 'Marketing', () => {
    page('/crm/campaigns', 'Chiến dịch', 'Campaigns');
    sub('/crm/campaigns/$id', 'Chi tiết chiến dịch', 'Campaign', '/crm/campaigns');
    page('/crm/broadcast', 'Quảng cáo', 'Advertising');
  });
  group('crm.care', 'Chăm sóc', 'Customer care', () => {
    page('/crm/task/calendar', 'Lịch hẹn', 'Appointment calendar', { noScroll: true });
    page('/crm/tasks', 'Danh sách lịch hẹn', 'Appointments');
    page('/crm/tasks-search', 'Tra cứu lịch hẹn', 'Appointment search');
    page('/crm/partner-tasks', 'Lịch hẹn theo khách hàng', 'Appointments by customer');
    page('/crm/ticket/calendar', 'Lịch ticket', 'Ticket calendar', { noScroll: true });
    page('/crm/tickets', 'Ticket', 'Tickets');
  });
  group('crm.call', 'Cuộc gọi', 'Calls', () => {
    page('/crm/call-logs', 'Nhật ký cuộc gọi', 'Call logs');
    page('/crm/call-logs/call', 'Gọi điện', 'Make a call');
    page('/crm/call-center/call-logs', 'Nhật ký tổng đài', 'Call-center logs');
  });
  group('crm.service', 'Dịch vụ', 'Services', () => {
    page('/crm/services', 'Dịch vụ', 'Services');
    page('/crm/service/expenses', 'Chi phí dịch vụ', 'Service expenses');
    page('/crm/service/employee-responsibilities', 'Phân công phụ trách', 'Employee responsibilities');
  });
  group('crm.catalog', 'Danh mục CRM', 'CRM catalogues', () => {
    page('/crm/task/types', 'Loại lịch hẹn', 'Appointment types');
    page('/crm/ticket/types', 'Loại ticket', 'Ticket types');
    page('/crm/source-types', 'Nguồn khách hàng', 'Customer sources');
    page('/crm/source-type-options', 'Chi tiết nguồn', 'Source options');
    page('/crm/complain-types', 'Loại khiếu nại', 'Complaint types');
    page('/crm/levels', 'Hạng khách hàng', 'Customer levels');
    page('/crm/tags', 'Nhãn', 'Tags');
  });
  group('crm.reports', 'Báo cáo CRM', 'CRM reports', () => {
    page('/crm/reports/employee', 'Báo cáo nhân viên', 'By employee');
    page('/crm/reports/marketing', 'Báo cáo marketing', 'Marketing');
    page('/crm/reports/telesale', 'Báo cáo telesale', 'Telesale');
    page('/crm/reports/telesale-kpis', 'KPI telesale', 'Telesale KPIs');
    page('/crm/reports/telesale-status', 'Trạng thái telesale', 'Telesale status');
    page('/crm/reports/consultant', 'Báo cáo tư vấn', 'Consultants');
    page('/crm/reports/contact', 'Trực page', 'Page duty');
    page('/crm/reports/todo', 'Công việc', 'To-dos');
    page('/crm/reports/target', 'Báo cáo chỉ tiêu', 'Targets');
  });
});

group('sales', 'Bán hàng', 'Sales', () => {
  group('sales.order', 'Đơn hàng', 'Orders', () => {
    page('/sales/sale-orders', 'Đơn bán hàng', 'Sale orders');
    page('/sales/retail-orders', 'Đơn bán lẻ', 'Retail orders');
    page('/sales/pos-shifts', 'Ca thu ngân', 'Cashier shifts');
    withApprove('/sales/bills', 'Hóa đơn', 'Bills');
    withApprove('/sales/services', 'Phiếu dịch vụ', 'Service bills');
    page('/sales/servings', 'Phiếu ăn', 'Meal tickets');
    page('/sales/service-process', 'Xuất phiếu ăn', 'Issue meal tickets');
    page('/sales/gift-orders', 'Đơn quà tặng', 'Gift orders');
    withApprove('/sales/returns', 'Trả hàng', 'Returns');
    page('/sales/invoice-publish', 'Phát hành hóa đơn', 'Invoice publishing');
    page('/sales/invoice-orders', 'Hóa đơn điện tử', 'E-invoices');
    page('/sales/no-name-orders', 'Bán thẻ vô danh', 'No-name card sales');
  });
  group('sales.room', 'Phòng & bàn', 'Rooms & tables', () => {
    page('/sales/room-orders', 'Sơ đồ phòng', 'Room board', { noScroll: true });
    page('/sales/room-employees', 'Nhân viên phòng', 'Room employees');
    page('/sales/room-employee-schedules', 'Lịch nhân viên phòng', 'Room employee schedules');
    page('/sales/rooms', 'Phòng', 'Rooms');
    page('/sales/room-groups', 'Nhóm phòng', 'Room groups');
    page('/sales/restaurant/table-orders', 'Sơ đồ bàn', 'Table board', { noScroll: true });
    page('/sales/restaurant/tables', 'Bàn', 'Tables');
    page('/sales/restaurant/table-groups', 'Khu vực bàn', 'Table groups');
    page('/sales/printers', 'Máy in bếp/bar', 'Kitchen and bar printers');
  });
  group('sales.promotion', 'Khuyến mại', 'Promotions', () => {
    page('/sales/promotions', 'Chương trình khuyến mại', 'Promotions');
    withApprove('/sales/promotion-products', 'Khuyến mại sản phẩm', 'Product promotions');
    withApprove('/sales/promotion-revenue', 'Khuyến mại doanh số', 'Revenue promotions');
    withApprove('/sales/discounts', 'Chiết khấu', 'Discounts');
    page('/sales/discount-details', 'Chi tiết chiết khấu', 'Discount details');
    page('/sales/vouchers', 'Mã giảm giá', 'Vouchers');
    page('/sales/voucher-types', 'Loại mã giảm giá', 'Voucher types');
    page('/sales/gift-exchanges', 'Đổi quà', 'Gift exchanges');
    page('/sales/point-exchanges', 'Đổi điểm', 'Point exchanges');
    page('/sales/golden-hours', 'Giờ vàng', 'Golden hours');
  });
  group('sales.customer', 'Khách hàng & thẻ', 'Customers & cards', () => {
    page('/sales/customers', 'Khách hàng', 'Customers');
    page('/sales/customer-groups', 'Nhóm khách hàng', 'Customer groups');
    page('/sales/customer-cards', 'Thẻ khách hàng', 'Customer cards');
    page('/sales/customer-card-series', 'Dải thẻ khách hàng', 'Customer card series');
    page('/sales/customer-card-histories', 'Lịch sử thẻ khách hàng', 'Customer card history');
    page('/sales/vip-periods', 'Kỳ xét VIP', 'VIP periods');
    page('/sales/card-types', 'Loại thẻ', 'Card types');
  });
  group('sales.payment-card', 'Thẻ thanh toán', 'Payment cards', () => {
    page('/sales/payment-cards', 'Thẻ thanh toán', 'Payment cards');
    page('/sales/payment-cards/update', 'Cập nhật thẻ', 'Update cards');
    page('/sales/payment-cards/lookup', 'Tra cứu thẻ', 'Card lookup');
    page('/sales/payment-cards/unlock', 'Mở khóa thẻ', 'Unlock cards');
    page('/sales/payment-cards/lock', 'Khóa thẻ', 'Lock cards');
    page('/sales/payment-cards/balances', 'Số dư thẻ', 'Card balances');
    page('/sales/payment-card-periods', 'Kỳ thẻ thanh toán', 'Payment card periods');
    page('/sales/payment-card-histories', 'Lịch sử thẻ thanh toán', 'Payment card history');
    page('/sales/payment-card-policies', 'Chính sách thẻ', 'Payment card policies');
    page('/sales/customer-packages', 'Liệu trình khách hàng', 'Customer packages');
  });
  group('sales.no-name', 'Thẻ vô danh', 'No-name cards', () => {
    page('/sales/no-name-deposits', 'Nạp tiền thẻ vô danh', 'No-name deposits');
    page('/sales/no-name-lookup', 'Tra cứu thẻ vô danh', 'No-name lookup');
    page('/sales/no-name-transfers', 'Chuyển thẻ vô danh', 'No-name transfers');
    page('/sales/no-name-receives', 'Nhận thẻ vô danh', 'No-name receipts');
    page('/sales/no-name-histories', 'Lịch sử thẻ vô danh', 'No-name history');
    page('/sales/no-name-cards', 'Danh sách thẻ vô danh', 'No-name cards');
    page('/sales/no-name-types', 'Loại thẻ vô danh', 'No-name card types');
    page('/sales/no-name-discounts', 'Chiết khấu thẻ vô danh', 'No-name discounts');
  });
  group('sales.staff', 'Nhân viên bán hàng', 'Sales staff', () => {
    page('/sales/salers', 'Nhân viên bán hàng', 'Salespeople');
    page('/sales/commisstions', 'Hoa hồng', 'Commissions');
    page('/sales/commisstion-groups', 'Nhóm hoa hồng', 'Commission groups');
    page('/sales/wages', 'Tiền công', 'Wages');
    page('/sales/payment-types', 'Hình thức thanh toán', 'Payment types');
  });
  group('sales.reports', 'Báo cáo bán hàng', 'Sales reports', () => {
    page(
      '/sales/reports/branch-service-revenue',
      'Doanh thu dịch vụ theo đơn vị',
      'Service revenue by branch',
    );
    page('/sales/reports/employee-commission', 'Hoa hồng nhân viên', 'Employee commission');
    page('/sales/reports/employee-commission-detail', 'Chi tiết hoa hồng', 'Employee commission detail');
    page('/sales/reports/employee-revenue', 'Doanh thu nhân viên', 'Employee revenue');
    page('/sales/reports/employee-revenue-level', 'Doanh thu theo cấp bậc', 'Employee revenue by level');
    page('/sales/reports/package-revenue', 'Doanh thu liệu trình', 'Package revenue');
    page('/sales/reports/package-detail-revenue', 'Chi tiết doanh thu liệu trình', 'Package revenue detail');
    page('/sales/reports/sale-debt-revenue', 'Công nợ bán hàng', 'Sales debt');
    page('/sales/reports/sale-detail-revenue', 'Chi tiết doanh thu', 'Sales revenue detail');
    page('/sales/reports/sale-revenue', 'Doanh thu bán hàng', 'Sales revenue');
    page('/sales/reports/sale-service', 'Bán hàng dịch vụ', 'Service sales');
    page('/sales/reports/service-detail', 'Chi tiết dịch vụ', 'Service detail');
    page('/sales/reports/bill-receipt-detail', 'Chi tiết thu tiền hóa đơn', 'Bill receipts detail');
    page(
      '/sales/reports/service-receipt-employee',
      'Thu tiền dịch vụ theo nhân viên',
      'Service receipts by employee',
    );
    page('/sales/reports/service-turn-employee', 'Tua dịch vụ theo nhân viên', 'Service turns by employee');
    page('/sales/reports/service-revenue', 'Doanh thu dịch vụ', 'Service revenue');
  });
});

group('purchases', 'Mua hàng', 'Purchasing', () => {
  page('/purchases/domestic-orders', 'Đơn mua hàng trong nước', 'Domestic purchase orders');
  page('/purchases/suppliers', 'Nhà cung cấp', 'Suppliers');
});

group('stock', 'Kho', 'Stock', () => {
  group('stock.voucher', 'Chứng từ kho', 'Stock vouchers', () => {
    page('/stock/receipt-orders', 'Phiếu nhập kho', 'Goods receipts');
    page('/stock/delivery-orders', 'Phiếu xuất kho', 'Goods issues');
    page('/stock/transfer-orders', 'Phiếu điều chuyển', 'Transfers');
    page('/stock/product-balances', 'Tồn kho', 'Stock on hand');
    page('/stock/product-batches', 'Lô hàng', 'Batches');
    page('/stock/product-batch-histories', 'Lịch sử lô hàng', 'Batch history');
  });
  group('stock.catalog', 'Danh mục kho', 'Stock catalogues', () => {
    page('/stock/products', 'Hàng hóa', 'Products');
    page('/stock/services', 'Dịch vụ', 'Services');
    page('/stock/rates', 'Đánh giá', 'Ratings');
    page('/stock/product-groups', 'Nhóm hàng', 'Product groups');
    page('/stock/product-types', 'Loại hàng', 'Product types');
    page('/stock/units', 'Đơn vị tính', 'Units');
    page('/stock/product-hours', 'Giờ bán hàng', 'Selling hours');
    page('/stock/conversion-units', 'Quy đổi đơn vị tính', 'Unit conversions');
    page('/stock/product-sets', 'Bộ sản phẩm', 'Product sets');
    page('/stock/product-consumes', 'Định mức tiêu hao', 'Consumption norms');
    page('/stock/warehouses', 'Kho hàng', 'Warehouses');
  });
});

group('accounting', 'Kế toán', 'Accounting', () => {
  group('accounting.voucher', 'Chứng từ kế toán', 'Accounting vouchers', () => {
    page('/accounting/receive-invoices', 'Phiếu thu', 'Cash receipts');
    page('/accounting/spend-invoices', 'Phiếu chi', 'Cash payments');
    page('/accounting/bank-receive-invoices', 'Báo có', 'Bank receipts');
    page('/accounting/bank-spend-invoices', 'Báo nợ', 'Bank payments');
    page('/accounting/accounting-invoices', 'Phiếu kế toán', 'Accounting vouchers');
    page('/accounting/customer-balances', 'Số dư công nợ đầu kỳ', 'Opening receivables');
    page('/accounting/account-balances', 'Số dư tài khoản đầu kỳ', 'Opening account balances');
    page('/accounting/voucher-locks', 'Khóa sổ', 'Period closing');
  });
  group('accounting.catalog', 'Danh mục kế toán', 'Accounting catalogues', () => {
    page('/accounting/accounts', 'Hệ thống tài khoản', 'Chart of accounts');
    page('/accounting/vouchers', 'Danh mục chứng từ', 'Voucher types');
    page('/accounting/voucher-infos', 'Thông tin chứng từ', 'Voucher infos');
    page('/accounting/taxs', 'Thuế suất', 'Tax rates');
    page('/accounting/expenses', 'Khoản mục chi phí', 'Expense items');
    page('/accounting/currencies', 'Ngoại tệ', 'Currencies');
    page('/accounting/exchange-rates', 'Tỷ giá', 'Exchange rates');
    page('/accounting/transaction-terms', 'Điều khoản giao dịch', 'Transaction terms');
  });
  group('accounting.reports', 'Báo cáo kế toán', 'Accounting reports', () => {
    page('/accounting/reports/cash-book', 'Sổ quỹ tiền mặt', 'Cash book');
    page('/accounting/reports/bank-book', 'Sổ tiền gửi ngân hàng', 'Bank book');
  });
});

group('hr', 'Nhân sự', 'HR', () => {
  page('/hr/employees', 'Nhân viên', 'Employees');
  page('/hr/departments', 'Phòng ban', 'Departments');
  page('/hr/shifts', 'Ca làm việc', 'Shifts');
});

group('system', 'Hệ thống', 'System', () => {
  page('/system/users', 'Người dùng', 'Users');
  sub('/system/users/new', 'Thêm người dùng', 'New user', '/system/users');
  sub('/system/users/$id', 'Thông tin người dùng', 'User', '/system/users');
  sub('/system/users/$id/edit', 'Sửa người dùng', 'Edit user', '/system/users');
  page('/system/branchs', 'Đơn vị', 'Branches');
  page('/system/custom1', 'Danh mục tự do 1', 'Custom catalogue 1');
  page('/system/custom2', 'Danh mục tự do 2', 'Custom catalogue 2');
  page('/system/custom3', 'Danh mục tự do 3', 'Custom catalogue 3');
  page('/system/layout/banners', 'Banner', 'Banners');
  page('/system/cryptography/encrypt', 'Mã hóa dữ liệu', 'Encryption', { guard: 'admin-flag' });
  page('/system/cryptography/customer-card', 'Mã hóa thẻ khách hàng', 'Customer card encryption', {
    guard: 'admin-flag',
  });
  page('/system/call-center/providers', 'Nhà cung cấp tổng đài', 'Call-center providers');
  page('/system/call-center/extensions', 'Máy nhánh', 'Extensions');
  page('/system/call-center/phone-numbers', 'Số điện thoại tổng đài', 'Call-center numbers');
  page('/system/sms/logs', 'Nhật ký SMS', 'SMS logs');
  page('/system/settings', 'Cài đặt', 'Settings', { guard: 'signed-in' });
  page('/system/online', 'Người dùng trực tuyến', 'Users online', { guard: 'signed-in' });
  page('/system/logs', 'Nhật ký hệ thống', 'Audit log', { guard: 'signed-in' });
});

group('other', 'Khác', 'Other', () => {
  page('/admin/settings', 'Quản trị', 'Administration', { guard: 'is-admin' });
  page('/user/profile', 'Hồ sơ cá nhân', 'My profile', { guard: 'signed-in', inMenu: false });
  page('/user/todo', 'Việc cần làm', 'My to-dos', { guard: 'signed-in', inMenu: false });
  page('/user/notifications', 'Thông báo', 'Notifications', { guard: 'signed-in', inMenu: false });
  page('/apps/pancake', 'Hộp thư mạng xã hội', 'Social inbox', { guard: 'signed-in', noScroll: true });
});

group('cashier', 'Thu ngân', 'Cashier', () => {
  page('/sales/retail-orders/cashier', 'Thu ngân bán lẻ', 'Retail cashier', { guard: 'signed-in' });
  sub(
    '/sales/retail-orders/cashier/order-list',
    'Danh sách đơn',
    'Orders',
    '/sales/retail-orders/cashier',
    'signed-in',
  );
  sub(
    '/sales/retail-orders/cashier/order-detail/$id',
    'Chi tiết đơn',
    'Order detail',
    '/sales/retail-orders/cashier',
    'signed-in',
  );
  page('/sales/serving/cashier', 'Thu ngân phiếu ăn', 'Meal-ticket cashier', { guard: 'signed-in' });
  page('/sales/room-orders/cashier', 'Thu ngân phòng', 'Room cashier', { guard: 'signed-in' });
  page('/sales/restaurant/cashier', 'Thu ngân nhà hàng', 'Restaurant cashier', { guard: 'signed-in' });
});

/** Routes of the client area (served by the client portal; no guard in the back office). */
const clientRoutes: AppRoute[] = [
  ['/client/customer-info', 'Thông tin khách hàng', 'My details'],
  ['/client/payment-card-histories', 'Lịch sử thẻ thanh toán', 'Card history'],
].map(([path = '', vi = '', en = '']) => ({
  path,
  menuId: menuIdOfPath(path),
  parentId: '',
  title: title(vi, en),
  guard: 'client' as const,
  inMenu: false,
}));

/** Auth and status screens (public). */
const publicRoutes: AppRoute[] = [
  ['/auth/login', 'Đăng nhập', 'Sign in'],
  ['/auth/register', 'Đăng ký', 'Register'],
  ['/auth/forgot-password', 'Quên mật khẩu', 'Forgot password'],
  ['/auth/reset-password', 'Đặt lại mật khẩu', 'Reset password'],
  ['/pages/login', 'Đăng nhập', 'Sign in'],
  ['/lock-screen', 'Khóa màn hình', 'Lock screen'],
  ['/comingsoon', 'Sắp ra mắt', 'Coming soon'],
  ['/error-404', 'Không tìm thấy trang', 'Page not found'],
  ['/error-500', 'Lỗi máy chủ', 'Server error'],
  ['/not-authorized', 'Không có quyền truy cập', 'Not authorised'],
  ['/maintenance', 'Đang bảo trì', 'Under maintenance'],
  ['/blank', 'Không có quyền', 'No access'],
].map(([path = '', vi = '', en = '']) => ({
  path,
  menuId: '',
  parentId: '',
  title: title(vi, en),
  guard: 'public' as const,
  inMenu: false,
}));

/** The generic dynamic pages: content driven by the server's menu commands. */
const genericRoutes: AppRoute[] = [
  ['/generic/$', 'Trang động', 'Generic page'],
  ['/report/$', 'Báo cáo', 'Report'],
].map(([path = '', vi = '', en = '']) => ({
  path,
  menuId: '',
  parentId: '',
  title: title(vi, en),
  guard: 'signed-in' as const,
  inMenu: false,
}));

export const menuGroups: readonly MenuGroup[] = groups;
export const appRoutes: readonly AppRoute[] = [...routes, ...clientRoutes, ...publicRoutes, ...genericRoutes];
/** The routes that are opened through a menu command (the ones a server command list grants). */
export const commandRoutes: readonly AppRoute[] = routes.filter((r) => r.inMenu);
