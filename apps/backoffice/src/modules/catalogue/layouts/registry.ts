import type { Resource, View, ViewLayoutType } from '@sen/domain/resources';

/** What a layout renderer is given: the view and the resource whose rows it lays out. */
export type LayoutRendererProps = { entry: View; resource: Resource };

/**
 * The renderer of each layout type a view may declare: `own` is a page of its own (a lazy chunk, loaded on first
 * use); `table` is the generic list page (the data table). A type without a renderer of its own yet is shown as a
 * table, with the table's every function (search, filters, export, row actions).
 */
export type LayoutRenderer<Component> = { kind: 'table' } | { kind: 'own'; component: Component };

/** The registry: one entry per layout type (a type added to the domain without one here does not compile). */
export const layoutRegistryOf = <Component>(own: {
  board: Component;
  calendar: Component;
}): Record<ViewLayoutType, LayoutRenderer<Component>> => ({
  table: { kind: 'table' },
  board: { kind: 'own', component: own.board },
  calendar: { kind: 'own', component: own.calendar },
});

/** The renderer a list page of `entry` uses: a view's declared layout's, a resource's list always the table. */
export const layoutRendererOf = <Component>(
  registry: Record<ViewLayoutType, LayoutRenderer<Component>>,
  entry: Resource | View,
): LayoutRenderer<Component> => (entry.kind === 'view' ? registry[entry.layout.type] : { kind: 'table' });
