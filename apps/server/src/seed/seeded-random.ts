/**
 * A deterministic pseudo-random source (mulberry32): the same seed gives the same demo data on every start-up,
 * so tests may rely on it. Not for anything secret.
 */
export type SeededRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** A whole number in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** One item of a non-empty list. */
  pick: <T>(list: readonly T[]) => T;
  /** The list in a shuffled order (a new array). */
  shuffle: <T>(list: readonly T[]) => T[];
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** A version-4-shaped uuid (used as `_id` so voucher lines can name their header before it is inserted). */
  uuid: () => string;
};

/** A seeded random source; `seed` any 32-bit number. */
export const seededRandom = (seed: number): SeededRandom => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number): string =>
    Array.from({ length: digits }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
    chance: (p: number) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
};

/** A stable 32-bit seed of a text (FNV-1a), so each resource draws from its own sequence. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};
