export { Badge, CountBadge } from './Badge';
export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge';
