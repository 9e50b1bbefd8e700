/** sessionStorage key holding the time of the last reload caused by a failed code chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
/** A second chunk failure within this window after a reload does not reload again (no reload loop). */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
};

/** Whether an error comes from a code chunk that failed to load (a new deployment, a network drop). */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!error) return false;
  if (typeof error === 'object' && 'name' in error && error.name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  if (chunkErrorPatterns.some((pattern) => pattern.test(message))) return true;
  const cause = typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return cause !== undefined && cause !== error ? isChunkLoadError(cause) : false;
};

/** Whether to reload now, given the stored time of the previous chunk reload. */
export const shouldReloadForChunkError = (
  lastReloadAt: string | null,
  now: number,
  windowMs: number = CHUNK_RELOAD_WINDOW_MS,
): boolean => {
  if (!lastReloadAt) return true;
  const at = Number(lastReloadAt);
  return !Number.isFinite(at) || now - at > windowMs || now < at;
};

/**
 * Reloads the page once for a failed chunk. Returns false (and does nothing) when a reload already happened
 * moments ago, so that the caller shows an error instead of looping.
 */
export const reloadForChunkError = (
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): boolean => {
  if (!shouldReloadForChunkError(storage.getItem(CHUNK_RELOAD_KEY), now)) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
};
