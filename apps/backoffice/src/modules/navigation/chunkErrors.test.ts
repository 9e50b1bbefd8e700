import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from './chunkErrors';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(
      isChunkLoadError(Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(true);
  });

  it('looks at the cause', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /a.js');
    expect(isChunkLoadError(new Error('route failed', { cause }))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({})).toBe(false);
  });
});

describe('chunk reload guard', () => {
  it('reloads when no reload happened recently', () => {
    expect(shouldReloadForChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadForChunkError('junk', 1_000)).toBe(true);
    expect(shouldReloadForChunkError('1000', 50_000)).toBe(true);
  });

  it('does not reload again right after a reload', () => {
    expect(shouldReloadForChunkError('1000', 5_000)).toBe(false);
  });

  it('stores the time and reloads once', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 10_000)).toBe(true);
    expect(values.get(CHUNK_RELOAD_KEY)).toBe('10000');
    expect(reloadForChunkError(storage, reload, 12_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
