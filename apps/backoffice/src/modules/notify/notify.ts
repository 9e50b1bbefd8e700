export type NotifyKind = 'info' | 'warning' | 'success' | 'failure' | 'error';

let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been shown (the toast region is mounted from then on). */
export const toastsWanted = (): boolean => wanted;

export const subscribeToastsWanted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Mounts the toast region from now on: for signed-in layouts, whose kit components (e.g. the table settings form)
 * show toasts through the kit's own `toast` queue.
 */
export const wantToasts = (): void => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

/**
 * Shows a toast (titles per the spec: 'Thông báo', 'Thành công', 'Thất bại', 'Có lỗi xảy ra'). The toast code of
 * @sen/ui loads with the first toast, which keeps it out of the sign-in page's initial JavaScript.
 */
export const notify = (kind: NotifyKind, message: string): void => {
  wantToasts();
  void import('./toastApi').then(({ toast }) => toast[kind](message));
};
