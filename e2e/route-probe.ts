import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { appRoutes } from '../packages/domain/src/routes/catalogue';
import type { AppRoute } from '../packages/domain/src/routes/types';
import { enShell } from '../apps/backoffice/src/i18n/en-shell';
import { viShell } from '../apps/backoffice/src/i18n/vi-shell';
import { apiHeaders } from './helpers';

/** A demo user's credentials. */
export type Who = { user: string; password: string };

/** A signed-in API session: GET with the demo tenant, the first branch and the bearer token. */
export type ApiSession = {
  get: (path: string, query?: Record<string, string | number>) => Promise<unknown>;
};

/** Signs in through the API (as the back office does) and returns a GET helper carrying the token. */
export const apiSignIn = async (request: APIRequestContext, who: Who): Promise<ApiSession> => {
  const headers = await apiHeaders(request, who);
  return {
    get: async (path, query) => {
      const response = await request.get(`/api${path}`, { headers, params: query });
      expect(response.ok(), `GET /api${path} answered ${response.status()}`).toBe(true);
      return response.json() as Promise<unknown>;
    },
  };
};

type Row = Record<string, unknown>;

/** The id of the first row a list endpoint answers (`{ items }`), or undefined when it has none. */
export const firstRowId = async (api: ApiSession, path: string): Promise<string | undefined> => {
  const list = (await api.get(path, { pageIndex: 0, pageSize: 10 })) as { items?: Row[] };
  const row = list.items?.[0];
  const id = row?._id ?? row?.id;
  return id === undefined || id === null ? undefined : String(id);
};

/** The menu ids of the commands the server gives a user (GET /api/system/command, as the back office loads them). */
export const commandMenuIds = async (api: ApiSession): Promise<Set<string>> => {
  const list = (await api.get('/system/command')) as { items: { menu_id: string; command: string }[] };
  return new Set(list.items.filter((c) => c.command !== '').map((c) => c.menu_id));
};

/**
 * Every route of spec section 2 the back office serves, from the project's route catalogue: the command pages,
 * their sub-pages, the user, admin, dashboard and cashier pages, and the generic/report pages. Left out: the
 * public auth and status screens (where a failed guard lands, not business pages) and the client area (served by
 * the client portal, not the back office).
 */
export const backOfficeRoutes: readonly AppRoute[] = appRoutes.filter(
  (r) => r.guard !== 'public' && r.guard !== 'client',
);

/**
 * The address to open for a route pattern: `$id` replaced by a real id (by the list path before it), a `$`
 * splat by an example.
 */
export const concretePath = (
  route: AppRoute,
  idOf: (listPath: string) => string | undefined,
  splat: (prefix: string) => string,
): string => {
  const segments = route.path.split('/');
  return segments
    .map((segment, i) => {
      if (segment === '$') return splat(segments.slice(0, i).join('/'));
      if (!segment.startsWith('$')) return segment;
      const listPath = segments.slice(0, i).join('/');
      const id = idOf(listPath);
      if (id === undefined) throw new Error(`no id for ${route.path}: the list ${listPath} answered no row`);
      return encodeURIComponent(id);
    })
    .join('/');
};

const cut = (template: string) => template.split('{{')[0]?.trim() ?? template;

/**
 * Texts that mean a page is not there: the old GenericPage placeholder (generic.emptyTitle / emptyDescription,
 * vi and en), a generic page without a command, and a record that was not found.
 */
export const placeholderTexts: readonly string[] = [
  viShell.generic.emptyTitle,
  enShell.generic.emptyTitle,
  cut(viShell.generic.emptyDescription.split('"{{title}}"')[1] ?? ''),
  cut(enShell.generic.emptyDescription.split('"{{title}}"')[1] ?? ''),
  viShell.generic.noCommandTitle,
  enShell.generic.noCommandTitle,
  viShell.generic.notFoundTitle,
  enShell.generic.notFoundTitle,
].filter((text) => text.length > 0);

/** What the page's content area shows once loaded. */
export type PageContent =
  /** Data: table or grid rows, a record's fields (description list), or the dashboard's figures. */
  | { kind: 'rows'; count: number }
  | { kind: 'form'; fields: number }
  | { kind: 'empty'; title: string }
  | { kind: 'placeholder'; text: string }
  /** An error message (role alert) instead of content. */
  | { kind: 'error'; text: string }
  | { kind: 'pending' };

/**
 * Reads the page's content: a placeholder text; a table (or grid) with data rows, or a record's fields with
 * values (a description list); a form with fields; or an
 * honest empty state (the UI kit's EmptyState: a centred column with a heading and its description, as a list
 * without rows or a page without data shows it); else an error alert. Loading skeletons and spinners read as
 * pending.
 */
export const readContent = (page: Page): Promise<PageContent> =>
  page.evaluate((placeholders): PageContent => {
    const root = document.querySelector('main') ?? document.body;
    const text = root.textContent ?? '';
    const found = placeholders.find((p) => text.includes(p));
    if (found) return { kind: 'placeholder', text: found };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    if (root.querySelector('[aria-busy="true"]') || root.querySelector('[role="status"] .boot-spinner')) {
      return { kind: 'pending' };
    }
    const dataRows = Array.from(root.querySelectorAll('table tbody tr, [role="grid"] [role="row"]')).filter(
      (row) =>
        visible(row) &&
        row.closest('[aria-hidden="true"]') === null &&
        row.querySelector('td, [role="gridcell"]') !== null &&
        (row.textContent ?? '').trim() !== '',
    );
    if (dataRows.length > 0) return { kind: 'rows', count: dataRows.length };
    // A record's fields (a view page, the profile): a description list with values.
    const values = Array.from(root.querySelectorAll('dl dd')).filter(
      (value) => visible(value) && (value.textContent ?? '').trim() !== '',
    );
    if (values.length > 0) return { kind: 'rows', count: values.length };
    const figures = Array.from(root.querySelectorAll('[data-testid^="stat-"]')).filter(
      (figure) => visible(figure) && /\d/.test(figure.textContent ?? ''),
    );
    if (figures.length > 0) return { kind: 'rows', count: figures.length };
    const forms = Array.from(root.querySelectorAll('form, [role="form"]')).filter(visible);
    const fields = forms.flatMap((f) =>
      Array.from(f.querySelectorAll('input, select, textarea, [role="combobox"]')),
    );
    if (fields.length > 0) return { kind: 'form', fields: fields.length };
    // A page of inputs without a <form> element (profile, encryption): fields, and no table around.
    const loose = root.querySelector('table')
      ? []
      : Array.from(
          root.querySelectorAll(
            'input:not([type="search"]):not([type="hidden"]), textarea, select, [role="combobox"]',
          ),
        ).filter(visible);
    if (loose.length > 0) return { kind: 'form', fields: loose.length };
    const alert = Array.from(root.querySelectorAll('[role="alert"]')).find(visible);
    if (alert) return { kind: 'error', text: (alert.textContent ?? '').trim() };
    for (const heading of Array.from(root.querySelectorAll('h2, h3, h4'))) {
      const box = heading.parentElement;
      if (!box || !visible(heading)) continue;
      const style = getComputedStyle(box);
      const shaped = style.flexDirection === 'column' && style.textAlign === 'center';
      const described = heading.nextElementSibling?.tagName === 'P';
      if (shaped && described) return { kind: 'empty', title: (heading.textContent ?? '').trim() };
    }
    return { kind: 'pending' };
  }, placeholderTexts);

/** Waits (up to `timeout`) for the content to be more than pending, and returns it. */
export const settledContent = async (page: Page, timeout = 10_000): Promise<PageContent> => {
  const until = Date.now() + timeout;
  let content = await readContent(page);
  while (content.kind === 'pending' && Date.now() < until) {
    await page.waitForTimeout(100);
    content = await readContent(page);
  }
  return content;
};

/** Problems the browser reported while a page was open: uncaught errors and console errors. */
export const collectProblems = (page: Page): { take: () => string[] } => {
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      const at = message.location().url;
      problems.push(`console.error: ${message.text()}${at ? ` (${at})` : ''}`);
    }
  });
  return {
    take: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
};

/** Counts the page's requests in flight, to wait until a navigation's data and chunks have arrived. */
const trackRequests = (page: Page): { quiet: (forMs: number, timeout: number) => Promise<void> } => {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const done = (request: unknown) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.resourceType() === 'websocket' || request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (forMs, timeout) => {
      const until = Date.now() + timeout;
      while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastChange < forMs)) {
        await page.waitForTimeout(25);
      }
    },
  };
};

/** A signed-in tab that opens back-office addresses the way a click in the app does. */
export type Navigator = {
  /** Opens `path` inside the running app (the router's guard decides, as on any navigation) and waits until the page's requests are done. */
  open: (path: string) => Promise<void>;
  problems: { take: () => string[] };
};

/**
 * Opens addresses through the app's own history (`history.pushState`, which the router listens to) rather than
 * a full page load: the same route guard runs, and each route costs a render instead of a start-up.
 */
export const navigatorOf = (page: Page): Navigator => {
  const requests = trackRequests(page);
  const problems = collectProblems(page);
  return {
    problems,
    open: async (path) => {
      await page.evaluate((to) => window.history.pushState({}, '', to), path);
      await page.waitForTimeout(50);
      await requests.quiet(150, 10_000);
    },
  };
};

/** The pathname of the page's address. */
export const pathnameOf = (page: Page): string => new URL(page.url()).pathname;

/** A till of the POS (apps/pos, served at /pos/): its address and the heading it shows. */
/** A POS page: its address (a prefix when it ends with '/': an order's page) and its heading. */
export type PosTill = { path: string; title: string | RegExp };

const tills = {
  retail: { path: '/pos/retail', title: 'Bán lẻ' },
  serving: { path: '/pos/serving', title: 'Phiếu ăn' },
  room: { path: '/pos/room', title: 'Phòng' },
  restaurant: { path: '/pos/restaurant', title: 'Nhà hàng' },
} as const satisfies Record<string, PosTill>;

/**
 * The cashier routes of spec section 2 and the POS page each hands over to: the cashier works in the POS, deployed
 * on its own; the retail cashier's order list and order detail open the POS's day's orders and that order.
 */
export const posTillOf: Readonly<Record<string, PosTill>> = {
  '/sales/retail-orders/cashier': tills.retail,
  '/sales/retail-orders/cashier/order-list': { path: '/pos/orders', title: 'Đơn hàng trong ngày' },
  '/sales/retail-orders/cashier/order-detail/$id': {
    path: '/pos/orders/',
    title: /^Đơn (BL|#)|^Không tìm thấy đơn hàng$/,
  },
  '/sales/serving/cashier': tills.serving,
  '/sales/room-orders/cashier': tills.room,
  '/sales/restaurant/cashier': tills.restaurant,
};

/**
 * Follows a cashier route's hand-over: the page leaves the back office for the POS; the POS keeps its own session,
 * so when it asks for a sign-in, `who` signs in there (the POS then returns to the till asked for). Ends on the
 * till's address with the till showing.
 */
export const followToPos = async (page: Page, who: Who, till: PosTill): Promise<void> => {
  await page.waitForURL((url) => url.pathname.startsWith('/pos/'), { timeout: 10_000 });
  const heading = page.getByRole('heading', { level: 1, name: till.title, exact: true });
  const userName = page.getByLabel('Tên đăng nhập');
  await expect(heading.or(userName)).toBeVisible({ timeout: 10_000 });
  if (await userName.isVisible()) {
    await userName.fill(who.user);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
  }
  await expect(heading).toBeVisible({ timeout: 10_000 });
  if (till.path.endsWith('/'))
    expect(pathnameOf(page), 'the POS page of the cashier route').toMatch(new RegExp(`^${till.path}.+`));
  else expect(pathnameOf(page), 'the till of the cashier route').toBe(till.path);
};

/** Returns to the back office after the POS (a page load of the dashboard: the tab's session is kept). */
export const backToBackOffice = async (page: Page): Promise<void> => {
  await page.goto('/dashboard/analytics');
  await expect.poll(() => pathnameOf(page)).toBe('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};
