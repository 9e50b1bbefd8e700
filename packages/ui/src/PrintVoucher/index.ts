export { PrintVoucher } from './PrintVoucher';
export type { PrintVoucherProps } from './PrintVoucher';
export { paperSizes, papers, contentWidth, contentWidthPx, pageCss, paperMargin } from './paper';
export type { PaperSize } from './paper';
export { printInFrame, printFrameCss } from './printFrame';
export { printStrings } from './strings';
export type { PrintStrings } from './strings';
