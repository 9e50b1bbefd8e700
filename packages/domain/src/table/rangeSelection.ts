/**
 * Row selection rules of a table: toggling one row, Shift+click ranges in display order, and the page's
 * select-all checkbox. Selections are sets of row ids; every function returns a new set.
 */

/** The ids from `anchor` to `target` inclusive, in display order; just `[target]` when the anchor is not shown. */
export function idsBetween(ids: readonly string[], anchor: string | undefined, target: string): string[] {
  const to = ids.indexOf(target);
  if (to < 0) return [];
  const from = anchor === undefined ? -1 : ids.indexOf(anchor);
  if (from < 0) return [target];
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  return ids.slice(lo, hi + 1);
}

/** `selected` with `id` flipped. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * Shift+click: every row from the anchor (the last row clicked without Shift) to `target` takes the state the
 * target is switched to, so a range can be selected or cleared in one go.
 */
export function selectRange(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  anchor: string | undefined,
  target: string,
): Set<string> {
  const select = !selected.has(target);
  const next = new Set(selected);
  for (const id of idsBetween(ids, anchor, target)) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Whether none, some or all of the page's rows are selected (for the header checkbox). */
export function pageSelectionState(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): 'none' | 'some' | 'all' {
  let count = 0;
  for (const id of pageIds) if (selected.has(id)) count++;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: selects every row of the page, or clears them all when all were selected. */
export function togglePageSelection(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  if (pageSelectionState(selected, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}
