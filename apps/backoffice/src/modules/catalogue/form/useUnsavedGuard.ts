import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held (answer `proceed` or `reset` from a
 * confirmation), closing or reloading the tab gets the browser's own prompt.
 */
export const useUnsavedGuard = (isDirty: () => boolean) =>
  useBlocker({
    shouldBlockFn: () => isDirty(),
    enableBeforeUnload: isDirty,
    withResolver: true,
  });
