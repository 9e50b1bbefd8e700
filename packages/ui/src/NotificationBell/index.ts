export { NotificationBell } from './NotificationBell';
export type { NotificationBellProps, NotificationBellLabels } from './NotificationBell';
