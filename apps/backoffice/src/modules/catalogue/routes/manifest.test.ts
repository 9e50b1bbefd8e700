import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRoutes, type AppRoute } from '@sen/domain';
import { catalogueEntries, catalogueEntryOfRoute, resourceNamed } from '@sen/domain/resources';
import { catalogueRouteManifest } from './generated/manifest';
import { catalogueRouteManifestOf, pagePathsOf } from './manifest';
import { filePathsOf, manifestSourceNow } from './manifestNow';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const routeTree = read('../../../routeTree.gen.ts');

describe('the generated catalogue routes', () => {
  it('are the ones the declarations and the route files make now (run `pnpm routes` after changing them)', () => {
    expect(read('./generated/manifest.ts')).toBe(manifestSourceNow(routeTree));
  });

  it('give every declared list its page, and new/view/edit/print and approve pages where it has them', () => {
    const paths = new Set(catalogueRouteManifest.flatMap(pagePathsOf));
    for (const path of ['/crm/partners', '/crm/partners/new', '/crm/partners/$id/edit', '/stock/units/$id']) {
      expect(paths.has(path), path).toBe(true);
    }
    expect(paths.has('/sales/bills/approve')).toBe(true);
    expect(paths.has('/crm/partners/approve')).toBe(false);
    // A read-only view lists; a report reports; neither has form pages.
    const report = catalogueEntries.find((entry) => entry.kind === 'report');
    expect(catalogueRouteManifest.find((entry) => entry.route === report?.route)).toEqual({
      route: report?.route,
      kind: 'report',
    });
    expect(paths.has('/crm/call-center/call-logs/new')).toBe(false);
    expect(paths.has('/crm/call-logs/call/new')).toBe(true);
    // Each list's filters in the address are the declared ones (a view's fixed filters are not), then the
    // derived ones (no column: the day a customer bought).
    expect(catalogueRouteManifest.find((entry) => entry.route === '/crm/partners')?.filters).toEqual([
      ...(catalogueEntryOfRoute('/crm/partners') as { filterFields: string[] }).filterFields,
      'ngay_mua',
    ]);
  });

  it('leave the route files their paths, and give the spec routes nothing covers an empty page', () => {
    const files = filePathsOf(routeTree);
    expect(files).toContain('/system/users');
    const paths = catalogueRouteManifest.flatMap(pagePathsOf);
    expect(paths.filter((path) => files.includes(path))).toEqual([]);
    const pending = catalogueRouteManifest.filter((entry) => entry.kind === 'pending').map((e) => e.route);
    expect(pending).toEqual(['/client/customer-info', '/client/payment-card-histories']);
    // Every spec route without parameters is a catalogue page or a route file.
    const covered = new Set([...paths, ...files.map((path) => path.replace(/\/$/, ''))]);
    expect(appRoutes.filter((r) => !r.path.includes('$') && !covered.has(r.path)).map((r) => r.path)).toEqual(
      [],
    );
  });

  it('refuse a route file and a catalogue page on one path', () => {
    const bills = catalogueEntryOfRoute('/sales/bills')!;
    const spec: AppRoute[] = [];
    expect(() =>
      catalogueRouteManifestOf({
        entries: [bills],
        resourceNamed,
        appRoutes: spec,
        filePaths: ['/sales/bills/new'],
      }),
    ).toThrow('/sales/bills/new has a route file and a catalogue page');
    expect(
      catalogueRouteManifestOf({
        entries: [bills],
        resourceNamed,
        appRoutes: spec,
        filePaths: ['/sales/bills'],
      }),
    ).toEqual([]);
  });
});
