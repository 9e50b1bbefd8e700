export type OverlayState = { visible: boolean; label: string | null };

export type OverlayStore = {
  get(): OverlayState;
  show(label?: string): void;
  hide(): void;
  subscribe(listener: () => void): () => void;
};

/** The full-page loading overlay: shown around long operations, hidden after each navigation. */
export const createOverlayStore = (): OverlayStore => {
  let state: OverlayState = { visible: false, label: null };
  const listeners = new Set<() => void>();
  const set = (next: OverlayState) => {
    if (next.visible === state.visible && next.label === state.label) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    show: (label) => set({ visible: true, label: label ?? null }),
    hide: () => set({ visible: false, label: null }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
