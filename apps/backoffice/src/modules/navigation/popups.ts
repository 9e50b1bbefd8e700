/** `data-popup` value of the call-center popup, which survives navigation. */
export const CALL_CENTER_POPUP = 'call-center';

/** A leftover popup candidate: its data-popup value, whether it is a react-aria overlay, and whether it sits in the call-center popup. */
export type PopupCandidate = { popup: string | null; overlay: boolean; inCallCenter: boolean };

export type PopupCleanup<T> = { close: T[]; remove: T[] };

/**
 * Which popups to clear after a navigation: react-aria overlays are closed (they belong to React), other elements
 * marked `data-popup` are removed; the call-center popup and anything inside it stay.
 */
export const selectPopupsForCleanup = <T extends PopupCandidate>(
  candidates: readonly T[],
): PopupCleanup<T> => {
  const close: T[] = [];
  const remove: T[] = [];
  for (const candidate of candidates) {
    if (candidate.inCallCenter || candidate.popup === CALL_CENTER_POPUP) continue;
    if (candidate.overlay) close.push(candidate);
    else if (candidate.popup !== null) remove.push(candidate);
  }
  return { close, remove };
};

/** Selectors of react-aria overlays (popovers, modal overlays, dialogs) rendered in portals. */
const overlaySelector = '.react-aria-Popover, .react-aria-ModalOverlay, [data-trigger], [role="dialog"]';

/** Closes open react-aria overlays and removes leftover `data-popup` elements, except the call-center popup. */
export const cleanUpPopups = (root: Document = document): void => {
  const elements = new Set<Element>([
    ...Array.from(root.querySelectorAll('[data-popup]')),
    ...Array.from(root.querySelectorAll(overlaySelector)),
  ]);
  const candidates = Array.from(elements, (element) => ({
    element,
    popup: element.getAttribute('data-popup'),
    overlay: element.matches(overlaySelector),
    inCallCenter: element.closest(`[data-popup="${CALL_CENTER_POPUP}"]`) !== null,
  }));
  const { close, remove } = selectPopupsForCleanup(candidates);
  for (const { element } of close.reverse()) {
    if (!element.isConnected) continue;
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
    );
  }
  for (const { element } of remove) element.remove();
};
