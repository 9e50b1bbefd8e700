import { interpolate } from '@sen/domain';
import { useTranslation } from '../../i18n/react';

/**
 * What the till says of packages and the customer's one-time code, in Vietnamese and English. Kept with the
 * screens that show it (a cart line's package, the payment), loaded with them, not with the till: the till opens
 * without it.
 */
const vi = {
  use: 'Dùng liệu trình',
  useOne: 'Dùng liệu trình {{name}} cho {{service}} (còn {{left}} buổi)',
  left: '{{name}} · còn {{left}} buổi',
  paying: 'Đang dùng {{name}} · còn {{left}} buổi',
  stop: 'Bỏ dùng',
  paid: 'Trả bằng liệu trình',
  sessions: '{{service}}: {{count}} buổi của {{name}}',
  otpTitle: 'Khách xác nhận bằng mã OTP',
  otpWhat: 'Khách dùng: {{what}}',
  otpSession: '{{count}} buổi {{name}}',
  otpCard: 'thẻ {{ma_the}} {{amount}}',
  otpSend: 'Gửi mã',
  otpResend: 'Gửi lại mã',
  otpCode: 'Mã OTP (6 số)',
  otpCodeInvalid: 'Nhập đủ 6 số của mã OTP khách nhận được',
  otpConfirm: 'Xác nhận',
  otpConfirmed: 'Khách đã xác nhận bằng mã OTP',
  otpSent: 'Đã gửi mã tới điện thoại của khách (còn gửi được {{remaining}} lần trong giờ này).',
  otpDemo: 'Dữ liệu mẫu: mã là {{code}}',
  otpRequired: 'Gửi mã tới điện thoại của khách và nhập mã khách đọc lại trước khi hoàn tất.',
};

const en: typeof vi = {
  use: 'Use package',
  useOne: 'Use package {{name}} for {{service}} ({{left}} sessions left)',
  left: '{{name}} · {{left}} sessions left',
  paying: 'Using {{name}} · {{left}} sessions left',
  stop: 'Stop using',
  paid: 'Paid by packages',
  sessions: '{{service}}: {{count}} sessions of {{name}}',
  otpTitle: 'Customer confirms with a one-time code',
  otpWhat: 'The customer spends: {{what}}',
  otpSession: '{{count}} sessions of {{name}}',
  otpCard: 'card {{ma_the}} {{amount}}',
  otpSend: 'Send code',
  otpResend: 'Send again',
  otpCode: 'Code (6 digits)',
  otpCodeInvalid: 'Type the 6 digits the customer received',
  otpConfirm: 'Confirm',
  otpConfirmed: 'The customer confirmed with the code',
  otpSent: "The code was sent to the customer's phone ({{remaining}} more this hour).",
  otpDemo: 'Demo data: the code is {{code}}',
  otpRequired: "Send the code to the customer's phone and type the code they read out before completing.",
};

export type PackageText = (key: keyof typeof vi, params?: Record<string, string | number>) => string;

/** The texts above in the till's language. */
export const usePackageText = (): PackageText => {
  const { i18n } = useTranslation();
  const table = i18n.language === 'en' ? en : vi;
  return (key, params) => interpolate(table[key], params);
};
