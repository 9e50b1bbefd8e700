import { lazy } from 'react';
import type { ComponentType } from 'react';
import { layoutRegistryOf, type LayoutRendererProps } from './registry';

export { layoutRendererOf } from './registry';
export type { LayoutRendererProps } from './registry';

/** The back office's layout renderers (each its own chunk: the calendar widget loads with the calendar pages only). */
export const layoutRegistry = layoutRegistryOf<ComponentType<LayoutRendererProps>>({
  board: lazy(() => import('./BoardPage').then((m) => ({ default: m.BoardPage }))),
  calendar: lazy(() => import('./calendar/CalendarPage').then((m) => ({ default: m.CalendarPage }))),
});
