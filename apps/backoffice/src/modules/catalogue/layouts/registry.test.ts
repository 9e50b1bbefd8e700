import { describe, expect, it } from 'vitest';
import { catalogueEntryOfRoute, resourceNamed, viewCatalogue, type View } from '@sen/domain/resources';
import { layoutRegistryOf, layoutRendererOf } from './registry';

const registry = layoutRegistryOf({ board: 'BoardPage', calendar: 'CalendarPage' });
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

  it('opens the appointment and ticket calendars with the calendar renderer', () => {
    for (const route of ['/crm/task/calendar', '/crm/ticket/calendar']) {
      expect(viewAt(route).layout.type).toBe('calendar');
      expect(layoutRendererOf(registry, viewAt(route))).toEqual({ kind: 'own', component: 'CalendarPage' });
    }
  });

  it('keeps resources and table views on the table', () => {
    expect(layoutRendererOf(registry, resourceNamed('rooms')!)).toEqual({ kind: 'table' });
    const tables = viewCatalogue.filter((v) => v.layout.type === 'table');
    expect(tables.length).toBeGreaterThan(0);
    for (const view of tables) expect(layoutRendererOf(registry, view)).toEqual({ kind: 'table' });
  });
});
