/** What a key press means to the form: save (Ctrl/Cmd+S), cancel (Esc), move on (Enter), or nothing. */
export type FormShortcut = 'save' | 'cancel' | 'next' | null;

type KeyInfo = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  /** The focused element's tag ('INPUT', 'TEXTAREA', 'BUTTON', 'DIV' for date segments). */
  targetTag: string;
  /** The focused element's role attribute (date segments are 'spinbutton'). */
  targetRole: string | null;
  /** aria-expanded of the focused element: an open combo box list takes Enter and Esc itself. */
  expanded: boolean;
};

/**
 * The form's shortcut of a key press. Enter moves on from a text, number, date or lookup input (not from a text
 * area, a button or an open list); Esc cancels unless a list or popover took it first.
 */
export const formShortcutOf = (event: KeyInfo): FormShortcut => {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') return 'save';
  if (event.defaultPrevented || event.expanded) return null;
  if (event.key === 'Escape') return 'cancel';
  if (event.key !== 'Enter' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  if (event.targetTag === 'INPUT' || event.targetRole === 'spinbutton') return 'next';
  return null;
};

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]):not([readonly]), textarea:not([disabled]), [role="spinbutton"]:not([aria-disabled="true"]), button[data-lines-add]';

/**
 * Focuses the first input of the field after the one holding `from` (fields are the `[data-field]` wrappers in
 * document order); answers whether one was found.
 */
export const focusNextField = (root: HTMLElement, from: Element): boolean => {
  const fields = Array.from(root.querySelectorAll<HTMLElement>('[data-field]'));
  const current = from.closest('[data-field]');
  const start = current ? fields.indexOf(current as HTMLElement) : -1;
  for (const field of fields.slice(start + 1)) {
    const target = field.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      target.focus();
      return true;
    }
  }
  return false;
};
