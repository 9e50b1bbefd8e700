import { matchRoute, normalizePath, type AppRoute } from '@sen/domain';

/** The last segments of a catalogue resource's sub-pages: `new`, `<id>`, `<id>/edit`, `<id>/print`. */
const listPathCandidate = (segments: readonly string[]): string | undefined => {
  const last = segments.at(-1);
  if (last === undefined || segments.length < 3) return undefined;
  if (last === 'edit' || last === 'print')
    return segments.length < 4 ? undefined : segments.slice(0, -2).join('/');
  return segments.slice(0, -1).join('/');
};

/**
 * The list path whose command guards a catalogue sub-page the route catalogue does not declare
 * (`/sales/bills/new`, `/sales/bills/<id>`, `/sales/bills/<id>/edit`, `/sales/bills/<id>/print`): the path of a
 * menu list route. Undefined when the path is a declared route already, or not such a sub-page. Uses the route
 * catalogue only (the resource catalogue stays a lazy chunk); the page itself checks the resource catalogue.
 */
export const subPageListPath = (path: string): string | undefined => {
  const target = normalizePath(path);
  if (matchRoute(target)) return undefined;
  const base = listPathCandidate(target.split('/'));
  if (!base) return undefined;
  const route = matchRoute(base);
  if (!route || route.guard !== 'command' || !route.inMenu || route.path !== base) return undefined;
  return base;
};

/** The words of a sub-page's title: 'Thêm hóa đơn bán hàng', 'Sales invoices: new'. */
const subPageWords = {
  new: { vi: 'Thêm', en: 'new' },
  edit: { vi: 'Sửa', en: 'edit' },
  print: { vi: 'In', en: 'print' },
  view: { vi: 'Chi tiết', en: 'details' },
} as const;

/** 'Hóa đơn bán hàng' -> 'hóa đơn bán hàng' after a verb; an acronym ('SMS', 'VAT') keeps its capitals. */
const afterVerb = (title: string): string =>
  /^\p{Lu}\p{Ll}/u.test(title) ? title[0]!.toLocaleLowerCase('vi') + title.slice(1) : title;

/**
 * The route of a catalogue sub-page the route catalogue does not declare (`/sales/bills/new`, `<id>`,
 * `<id>/edit`, `<id>/print`): its list's menu id and guard, titled after the list ('Thêm hóa đơn bán hàng',
 * 'Sửa hóa đơn bán hàng', 'Chi tiết hóa đơn bán hàng', 'In hóa đơn bán hàng'), not in the menu. Undefined for
 * any other path.
 */
export const subPageRouteOf = (path: string): AppRoute | undefined => {
  const listPath = subPageListPath(path);
  const list = listPath ? matchRoute(listPath) : undefined;
  if (!listPath || !list) return undefined;
  const last = normalizePath(path).split('/').at(-1);
  const kind = last === 'new' || last === 'edit' || last === 'print' ? last : 'view';
  const words = subPageWords[kind];
  return {
    ...list,
    path: normalizePath(path),
    title: { vi: `${words.vi} ${afterVerb(list.title.vi)}`, en: `${list.title.en}: ${words.en}` },
    inMenu: false,
  };
};
