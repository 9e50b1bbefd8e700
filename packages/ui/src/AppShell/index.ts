export { AppShell, TopBarText } from './AppShell';
export type { AppShellProps, AppShellBookmark, AppShellLabels } from './AppShell';
export { findActiveTrail, hrefMatches } from './menu';
export type { MenuNode } from './menu';
