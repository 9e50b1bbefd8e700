/**
 * How a search of a stored `search_text` finds its rows (set-query.ts). Every plan gives the same rows, those whose
 * text contains the accent-folded search; they differ in which index finds the candidates:
 * - 'pairs': three words or more of letters and digits ('nguyen thi mai'): the word-pair index
 *   (src/db/word-pairs-schema.ts). Each word of a Vietnamese name is common, a pair of them is rare.
 * - 'probe': one code or phone whose digits follow letters or zeros ('KH0458285', '0912345'): the trigram index
 *   on the digits from the first non-zero one ('458285'). Every code of a tenant starts alike ('kh0…'), and the
 *   trigrams of that start list every row.
 * - 'trigrams': anything else, the trigram index on the whole search.
 */
export type SearchPlan = { kind: 'pairs' } | { kind: 'probe'; probe: string } | { kind: 'trigrams' };

/** Words of Latin letters (any accents) and digits, single spaces, three or more: what the pair index serves. */
const WORDS = /^[\p{Script=Latin}\d]+(?: [\p{Script=Latin}\d]+){2,}$/u;
/** Letters or zeros, then at least four significant digits. */
const CODE = /^\p{Script=Latin}*0*([1-9]\d{3,})$/u;

/** Longer searches keep to trigrams (the pair index leaves out pairs of over 1,000 characters). */
const PAIRS_MAX_LENGTH = 200;

export const searchPlanOf = (q: string): SearchPlan => {
  if (q.length <= PAIRS_MAX_LENGTH && WORDS.test(q)) return { kind: 'pairs' };
  const code = CODE.exec(q);
  if (code && code[1] !== q) return { kind: 'probe', probe: code[1]! };
  return { kind: 'trigrams' };
};
