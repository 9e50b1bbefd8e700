/** Choices shared by several resources: [stored value, vi, en]. */

/** Gender labels of spec section 9: Nam (1), Nữ (2). */
export const genders = [
  ['1', 'Nam', 'Male'],
  ['2', 'Nữ', 'Female'],
] as const;

/** Whether a product is goods, a service, a material or a package (liệu trình). */
export const productKinds = [
  ['HH', 'Hàng hóa', 'Goods'],
  ['DV', 'Dịch vụ', 'Service'],
  ['NVL', 'Nguyên vật liệu', 'Material'],
  ['GOI', 'Gói / liệu trình', 'Package'],
] as const;

/** Voucher status: draft, done, cancelled. */
export const voucherStatuses = [
  ['0', 'Lập chứng từ', 'Draft'],
  ['1', 'Hoàn thành', 'Done'],
  ['9', 'Hủy', 'Cancelled'],
] as const;
