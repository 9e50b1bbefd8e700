import { fileURLToPath } from 'node:url';
import { resourceSetList } from '@sen/domain';
import { resourceCatalogue } from '@sen/domain/resources';

/**
 * The word-pair index of every searched table. Migration 0009_word_pairs.sql made the functions f_word_pairs and
 * f_word_pairs_query and one index per table searched then; it is history now (never edited, like
 * 0008_search_pairs.sql, its first version, which 0009 dropped). A table searched later gets its index from the
 * migration `pnpm schema` writes (src/db/catalogue-changes.ts, with `wordPairsIndexSql`).
 *
 * A search of three words or more ('nguyen thi mai') finds its rows through pairs of neighbouring words instead
 * of trigrams. Every word of a Vietnamese name is common ('nguyen', 'thi'), so the trigram index reads long lists
 * for each of them; a pair of words is rare.
 *
 * For each pair of neighbouring words 'a b' of `search_text` the index holds 'a b' and, when a is longer, the
 * pairs of a's last two and last three letters with b ('en thi', 'yen thi' for 'nguyen thi'). A text containing
 * 't1 t2 … tn' (n ≥ 3, single spaces) has:
 * - a pair whose first word ends with t1, followed by t2: the key of t1's last three letters (or of t1 itself
 *   when it has two) and t2, asked for exactly;
 * - the complete pairs in between, asked for exactly;
 * - a pair starting with 't(n-1) tn' (the last word may end inside a word): a prefix.
 * So `f_word_pairs(search_text) @@ f_word_pairs_query(q)` holds for every row whose text contains q, and the
 * query (set-query.ts) still checks `LIKE '%q%'` on the rows it yields: the same rows as the trigram search.
 *
 * Keys are cut to 500 characters (a lexeme holds at most 2,047 bytes); the query's exact keys are shorter.
 *
 * Exact keys are what make it fast: the index skips through an exact key's list ('nguyen thi', 50,000 rows of a
 * million) while it walks the rarest one, but gathers every row under a prefix before it can skip anything.
 */

/** The migration that made the word-pair functions and indexes (history: never edited). */
export const WORD_PAIRS_MIGRATION_PATH = fileURLToPath(
  new URL('../../migrations/0009_word_pairs.sql', import.meta.url),
);

/** The word-pair index of a table with a search_text (the functions are 0009's). */
export const wordPairsIndexSql = (table: string): string =>
  `CREATE INDEX IF NOT EXISTS ${table}_word_pairs ON ${table} USING gin (f_word_pairs(search_text));`;

/** Drops the word-pair index of a table. */
export const dropWordPairsIndexSql = (table: string): string => `DROP INDEX IF EXISTS ${table}_word_pairs;`;

/**
 * The tables of resource sets that keep a stored search_text (units, taxes, warehouses…) and are no catalogue
 * table: each has a word-pair index too (the catalogue's tables are in the catalogue model).
 */
export const searchedSetTables = (): string[] => {
  const catalogueTables = new Set(resourceCatalogue.map((resource) => resource.table));
  return [
    ...new Set(
      resourceSetList
        .filter((set) => set.storedSearch && !catalogueTables.has(set.table))
        .map((set) => set.table),
    ),
  ];
};
