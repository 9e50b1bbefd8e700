import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@sen/domain';

export type ToastKind = 'info' | 'warning' | 'success' | 'failure' | 'error';

export type ToastContent = {
  kind: ToastKind;
  message: ReactNode;
  /** Overrides the region's title for this kind. */
  title?: string;
};

export type ToastOptions = {
  title?: string;
  /** Milliseconds before the toast closes; 3000 by default; `null` keeps it until closed. */
  timeout?: number | null;
  onClose?: () => void;
};

/** Default titles of the spec: 'Thông báo' (info, warning), 'Thành công', 'Thất bại', 'Có lỗi xảy ra'. */
export const defaultToastTitles: Record<ToastKind, string> = {
  info: 'Thông báo',
  warning: 'Thông báo',
  success: 'Thành công',
  failure: 'Thất bại',
  error: 'Có lỗi xảy ra',
};

/** The application-wide toast queue rendered by `ToastRegion`. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(kind: ToastKind) {
  return (message: ReactNode, options: ToastOptions = {}): string => {
    const { title, timeout = TOAST_DURATION_MS, onClose } = options;
    return toastQueue.add(
      { kind, message, title },
      { timeout: timeout === null ? undefined : timeout, onClose },
    );
  };
}

/** Shows toasts from anywhere (event handlers, query callbacks); each returns the toast key. */
export const toast = {
  info: show('info'),
  warning: show('warning'),
  success: show('success'),
  failure: show('failure'),
  error: show('error'),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
