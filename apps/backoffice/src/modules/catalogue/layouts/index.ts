import { lazy } from 'react';
import type { ComponentType } from 'react';
import { layoutRegistryOf, type LayoutRendererProps } from './registry';

export { layoutRendererOf } from './registry';
export type { LayoutRendererProps } from './registry';

/** The back office's layout renderers (each its own chunk). */
export const layoutRegistry = layoutRegistryOf<ComponentType<LayoutRendererProps>>({
  board: lazy(() => import('./BoardPage').then((m) => ({ default: m.BoardPage }))),
});
