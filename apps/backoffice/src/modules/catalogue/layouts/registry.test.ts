import { describe, expect, it } from 'vitest';
import { catalogueEntryOfRoute, resourceNamed, viewCatalogue, type View } from '@sen/domain/resources';
import { layoutRegistryOf, layoutRendererOf } from './registry';

const registry = layoutRegistryOf({ board: 'BoardPage' });
const viewAt = (route: string) => catalogueEntryOfRoute(route) as View;

describe('the layout registry', () => {
  it('opens the room and table boards with the board renderer', () => {
    expect(layoutRendererOf(registry, viewAt('/sales/room-orders'))).toEqual({
      kind: 'own',
      component: 'BoardPage',
    });
    expect(layoutRendererOf(registry, viewAt('/sales/restaurant/table-orders'))).toEqual({
      kind: 'own',
      component: 'BoardPage',
    });
  });

  it('shows a calendar view with the table until the booking work brings its renderer', () => {
    expect(viewAt('/crm/task/calendar').layout.type).toBe('calendar');
    expect(layoutRendererOf(registry, viewAt('/crm/task/calendar'))).toEqual({ kind: 'table' });
  });

  it('keeps resources and table views on the table', () => {
    expect(layoutRendererOf(registry, resourceNamed('rooms')!)).toEqual({ kind: 'table' });
    const tables = viewCatalogue.filter((v) => v.layout.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    for (const view of tables) expect(layoutRendererOf(registry, view)).toEqual({ kind: 'table' });
  });
});
