export { ToastRegion } from './ToastRegion';
export type { ToastRegionProps } from './ToastRegion';
export { toast, toastQueue, defaultToastTitles } from './toastQueue';
export type { ToastKind, ToastContent, ToastOptions } from './toastQueue';
