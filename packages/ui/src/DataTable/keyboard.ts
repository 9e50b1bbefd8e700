/** What a key press asks of the table. */
export type TableKeyAction = 'previousPage' | 'nextPage' | 'focusSearch';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'> & {
  target: EventTarget | null;
};

/** Whether the element edits text, where Ctrl/Cmd+Arrow moves the caret by word and must be left alone. */
function editsText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
}

/**
 * The table's shortcuts: Ctrl/Cmd+ArrowLeft / ArrowRight for the previous / next page (not while editing text),
 * F3 to focus the search field (instead of the browser's find).
 */
export function tableKeyAction(event: KeyLike): TableKeyAction | null {
  if (event.key === 'F3' && !event.ctrlKey && !event.metaKey && !event.altKey && !event.shiftKey) {
    return 'focusSearch';
  }
  const modifier = event.ctrlKey || event.metaKey;
  if (!modifier || event.altKey || event.shiftKey || editsText(event.target)) return null;
  if (event.key === 'ArrowLeft') return 'previousPage';
  if (event.key === 'ArrowRight') return 'nextPage';
  return null;
}
