import { isApiRequestError } from '@sen/api';

/** Whether a call failed for want of the server (no network, no answer, a 5xx), not because it was refused. */
export const isUnreachable = (error: unknown): boolean =>
  !isApiRequestError(error) || error.status === 0 || error.status >= 500;

const prefix = 'pos:kept:';

/**
 * A read the till keeps a copy of, so that it opens with no network: the answer is saved on the device, and
 * answered from there while the server cannot be reached. A refusal (401, 403…) is not hidden.
 */
export const keptRead =
  <T>(name: string, read: () => Promise<T>) =>
  async (): Promise<T> => {
    try {
      const value = await read();
      localStorage.setItem(prefix + name, JSON.stringify(value));
      return value;
    } catch (error) {
      const saved = isUnreachable(error) ? localStorage.getItem(prefix + name) : null;
      if (saved === null) throw error;
      return JSON.parse(saved) as T;
    }
  };

/** Forgets every kept read (signing out). */
export const forgetKeptReads = (): void => {
  for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
};
