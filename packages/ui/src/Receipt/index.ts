export { Receipt } from './Receipt';
export type { ReceiptProps } from './Receipt';
