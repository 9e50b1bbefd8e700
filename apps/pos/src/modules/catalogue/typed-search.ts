import { useSyncExternalStore } from 'react';

/**
 * What the cashier has typed in the till's search, held outside React's state so that a keystroke draws the grid
 * again and nothing else (the cart, the group chips and the dialogs stay as they are).
 */
export type TypedSearch = {
  get: () => string | undefined;
  set: (text: string | undefined) => void;
  subscribe: (listener: () => void) => () => void;
};

export const createTypedSearch = (initial?: string): TypedSearch => {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (text) => {
      if (text === value) return;
      value = text;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

/** The text typed, following every keystroke. */
export const useTypedSearch = (search: TypedSearch): string | undefined =>
  useSyncExternalStore(search.subscribe, search.get);
