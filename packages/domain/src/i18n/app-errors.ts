import { defaultLocale, interpolate, type Locale } from './locale.js';

/**
 * The error messages the apps say by themselves, without a server message: the system error (a failed call without
 * a message), the refused session refresh, and the start-up's salesperson and branch errors. They are entries of
 * `errorMessages` (the same objects), kept in a module of their own so that an app's first page (the sign-in page)
 * does not load the whole catalogue.
 */
export const appErrorMessages = {
  SYSTEM_ERROR: {
    vi: 'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    en: 'System error, please try again in a few minutes!',
  },
  REFRESH_TOKEN_INVALID: {
    vi: 'Phiên đăng nhập không hợp lệ, vui lòng đăng nhập lại',
    en: 'Your session is not valid, please sign in again',
  },
  BRANCH_NOT_CONFIGURED: { vi: 'Hệ thống chưa được cài đặt đơn vị', en: 'No branch has been set up' },
  BRANCH_NOT_GRANTED: {
    vi: 'Người dùng chưa được phân quyền đơn vị',
    en: 'The user has not been granted any branch',
  },
  SALER_NOT_FOUND: {
    vi: 'Không tìm thấy thông tin nhân viên bán hàng',
    en: 'Salesperson information was not found',
  },
} as const satisfies Record<string, { vi: string; en: string }>;

export type AppErrorCode = keyof typeof appErrorMessages;

/** The message of one of the apps' own error codes (same text as `errorMessage`). */
export const appErrorMessage = (
  code: AppErrorCode,
  locale: Locale = defaultLocale,
  params?: Record<string, string | number>,
): string => interpolate(appErrorMessages[code][locale], params);
