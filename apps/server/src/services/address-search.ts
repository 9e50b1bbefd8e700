import { matchesFolded } from '@sen/domain';

/** The items whose name contains every word of `q`, accents and case ignored; all items without a query. */
export const searchByName = <T>(
  items: readonly T[],
  name: (item: T) => string,
  q: string | undefined,
): T[] => {
  const query = q?.trim();
  if (!query) return [...items];
  return items.filter((item) => matchesFolded(name(item), query));
};
