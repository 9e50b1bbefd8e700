import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { commandRoutes } from '../packages/domain/src/routes/catalogue';
import type { AppRoute } from '../packages/domain/src/routes/types';
import { demo, expectPath, signIn } from './helpers';
import {
  apiSignIn,
  backOfficeRoutes,
  backToBackOffice,
  followToPos,
  posTillOf,
  commandMenuIds,
  concretePath,
  firstRowId,
  navigatorOf,
  pathnameOf,
  readContent,
  settledContent,
  type Navigator,
  type PosTill,
  type Who,
} from './route-probe';

/**
 * Issue 5 part 5, "every route resolves": every back-office route of spec section 2 (taken from the project's
 * route catalogue) opens a working page for the administrator, and the salesperson and the cashier reach
 * exactly the command routes their commands grant (any other command route lands on /blank).
 *
 * One test per menu section, one step per route, soft assertions: a failure names its route and the others
 * still run. Routes open inside one signed-in tab (see `navigatorOf`), so the whole file runs in minutes.
 */

/** Where the id of a `$id` sub-page comes from: the API list of the list route above it. */
const idListOf = (listPath: string): string =>
  listPath === '/sales/retail-orders/cashier/order-detail' ? '/sales/retail-orders' : listPath;

/** Examples for the generic pages: a `/generic/*` and a `/report/*` address opening catalogue screens. */
const splatExample = (prefix: string): string =>
  prefix === '/report' ? 'sales/reports/sale-revenue' : 'crm/partners';

/** The list paths whose first row gives a sub-page its `$id`. */
const idLists = [
  ...new Set(
    backOfficeRoutes
      .filter((r) => r.path.includes('/$id'))
      .map((r) => r.path.slice(0, r.path.indexOf('/$id'))),
  ),
];

/** The menu section a route belongs to ('generic' for the generic/report pages). */
const sectionOf = (route: AppRoute): string => route.parentId.split('.')[0] || 'generic';

const bySection = (routes: readonly AppRoute[]): Map<string, AppRoute[]> => {
  const sections = new Map<string, AppRoute[]>();
  for (const route of routes)
    sections.set(sectionOf(route), [...(sections.get(sectionOf(route)) ?? []), route]);
  return sections;
};

type Session = { context: BrowserContext; page: Page; nav: Navigator };

/** A browser context signed in through the login form, on the dashboard. */
const signedInTab = async (
  browser: Browser,
  use: { baseURL?: string; locale?: string },
  who: Who,
): Promise<Session> => {
  const context = await browser.newContext({ baseURL: use.baseURL, locale: use.locale });
  const page = await context.newPage();
  const nav = navigatorOf(page);
  await page.goto('/auth/login');
  await signIn(page, who);
  await expectPath(page, '/dashboard/analytics');
  nav.problems.take();
  return { context, page, nav };
};

/** Time for a section: a few seconds per route. */
const timeFor = (routes: readonly AppRoute[]) => 30_000 + routes.length * 5_000;

/**
 * A cashier route: it hands over to its POS till (checked there: the till's address and heading, after the POS's
 * own sign-in when it asks), then the tab goes back to the back office. A failure is soft and names the route.
 */
const handsOverToPos = async (session: Session, who: Who, path: string, till: PosTill): Promise<void> => {
  const { page, nav } = session;
  nav.problems.take();
  try {
    await nav.open(path);
    await followToPos(page, who, till);
    expect.soft(nav.problems.take(), `${path}: no uncaught error, no console error`).toEqual([]);
  } catch (error) {
    expect.soft(String(error), `${path} opens the POS till ${till.path}`).toBe('');
  } finally {
    await backToBackOffice(page);
    nav.problems.take();
  }
};

test.describe('admin opens a working page on every route', { tag: '@admin' }, () => {
  let session: Session;
  const ids = new Map<string, string | Error>();

  test.beforeAll(async ({ browser, playwright }, testInfo) => {
    const { baseURL, locale } = testInfo.project.use;
    const request = await playwright.request.newContext({ baseURL });
    const api = await apiSignIn(request, demo.admin);
    for (const listPath of idLists) {
      try {
        const id = await firstRowId(api, idListOf(listPath));
        ids.set(listPath, id ?? new Error(`GET /api${idListOf(listPath)} answered no row`));
      } catch (error) {
        ids.set(listPath, error instanceof Error ? error : new Error(String(error)));
      }
    }
    await request.dispose();
    session = await signedInTab(browser, { baseURL, locale }, demo.admin);
  });

  test.afterAll(async () => {
    await session?.context.close();
  });

  const idOf = (routePath: string) => (listPath: string) => {
    const id = ids.get(listPath);
    if (id instanceof Error) throw new Error(`no id for ${routePath}: ${id.message}`);
    return id;
  };

  for (const [section, routes] of bySection(backOfficeRoutes)) {
    test(`${section}: ${routes.length} routes`, async () => {
      test.setTimeout(timeFor(routes));
      const { page, nav } = session;
      for (const route of routes) {
        await test.step(route.path, async () => {
          let path: string;
          try {
            path = concretePath(route, idOf(route.path), splatExample);
          } catch (error) {
            expect.soft(String(error), `${route.path} has a real id to open`).toBe('');
            return;
          }
          const till = posTillOf[route.path];
          if (till) return handsOverToPos(session, demo.admin, path, till);
          nav.problems.take();
          await nav.open(path);
          const content = await settledContent(page);
          expect.soft(pathnameOf(page), `${path} stays open (not /error-404, /blank or login)`).toBe(path);
          expect
            .soft(
              content.kind,
              `${path} shows data rows, a form or an honest empty state: ${JSON.stringify(content)}`,
            )
            .toMatch(/^(rows|form|empty)$/);
          if (route.inMenu) {
            await expect
              .soft(page.getByRole('heading', { level: 1 }).first(), `${path} is titled as its menu command`)
              .toHaveText(route.title.vi, { timeout: 2_000 });
          }
          expect.soft(nav.problems.take(), `${path}: no uncaught error, no console error`).toEqual([]);
        });
      }
    });
  }
});

/** Whether a command route should open for a user holding `menuIds` (spec section 2, "Access rules for routes"). */
const opensFor = (route: AppRoute, menuIds: ReadonlySet<string>): boolean => {
  switch (route.guard) {
    case 'command':
      return menuIds.has(route.menuId);
    case 'is-admin':
      return false;
    default:
      // signed-in and admin-flag pages need sign-in only
      return true;
  }
};

const under = (route: AppRoute, group: string) =>
  route.parentId === group || route.parentId.startsWith(`${group}.`);

const roles = [
  { role: 'salesperson', tag: '@salesperson', who: demo.sales, owns: ['crm'], never: ['sales', 'system'] },
  {
    role: 'cashier',
    tag: '@cashier',
    who: demo.cashier,
    owns: ['sales', 'cashier'],
    never: ['crm', 'system'],
  },
] as const;

for (const { role, tag, who, owns, never } of roles) {
  test.describe(`${role} ${who.user} reaches only their commands`, { tag }, () => {
    let session: Session;
    let menuIds: Set<string>;

    test.beforeAll(async ({ browser, playwright }, testInfo) => {
      const { baseURL, locale } = testInfo.project.use;
      const request = await playwright.request.newContext({ baseURL });
      menuIds = await commandMenuIds(await apiSignIn(request, who));
      await request.dispose();
      session = await signedInTab(browser, { baseURL, locale }, who);
    });

    test.afterAll(async () => {
      await session?.context.close();
    });

    test(`the demo rights give ${who.user} the ${owns.join(' and ')} commands (DESIGN.md section 6)`, () => {
      const wanted = commandRoutes.filter((r) => owns.some((g) => under(r, g))).map((r) => r.menuId);
      expect(wanted.length).toBeGreaterThan(0);
      expect(
        wanted.filter((id) => !menuIds.has(id)),
        'commands the seed should grant',
      ).toEqual([]);
      const foreign = commandRoutes.filter((r) => never.some((g) => under(r, g))).map((r) => r.menuId);
      expect(
        foreign.filter((id) => menuIds.has(id)),
        'commands the seed should not grant',
      ).toEqual([]);
    });

    for (const [section, routes] of bySection(commandRoutes)) {
      test(`${section}: ${routes.length} command routes`, async () => {
        test.setTimeout(timeFor(routes));
        const { page, nav } = session;
        for (const route of routes) {
          await test.step(route.path, async () => {
            const expected = opensFor(route, menuIds);
            const till = posTillOf[route.path];
            if (till && expected) return handsOverToPos(session, who, route.path, till);
            await nav.open(route.path);
            // Settled: sent to /blank, or a page (its content, or its placeholder) is showing.
            const until = Date.now() + 1_500;
            while (
              Date.now() < until &&
              pathnameOf(page) !== '/blank' &&
              (await readContent(page)).kind === 'pending'
            ) {
              await page.waitForTimeout(100);
            }
            const at = pathnameOf(page);
            if (expected) {
              expect.soft(at, `${who.user} opens ${route.path}`).toBe(route.path);
            } else if (route.guard === 'command') {
              expect.soft(at, `${who.user} has no command for ${route.path}: /blank`).toBe('/blank');
            } else {
              expect
                .soft(at, `${who.user} is not an administrator: ${route.path} does not open`)
                .not.toBe(route.path);
            }
          });
        }
      });
    }
  });
}
