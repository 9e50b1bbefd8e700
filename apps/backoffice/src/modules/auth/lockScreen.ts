/** sessionStorage key of the locked user (kept while the screen is locked). */
export const LOCK_SCREEN_KEY = 'lockScreen';

export type LockRecord = { userName: string; displayName: string; returnTo: string; rememberMe: boolean };

export const readLock = (storage: Pick<Storage, 'getItem'>): LockRecord | null => {
  try {
    const value: unknown = JSON.parse(storage.getItem(LOCK_SCREEN_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const record = value as Partial<LockRecord>;
    if (typeof record.userName !== 'string' || !record.userName) return null;
    return {
      userName: record.userName,
      displayName: typeof record.displayName === 'string' ? record.displayName : record.userName,
      returnTo: typeof record.returnTo === 'string' ? record.returnTo : '/',
      rememberMe: record.rememberMe === true,
    };
  } catch {
    return null;
  }
};

export const writeLock = (storage: Pick<Storage, 'setItem'>, record: LockRecord): void => {
  storage.setItem(LOCK_SCREEN_KEY, JSON.stringify(record));
};

export const clearLock = (storage: Pick<Storage, 'removeItem'>): void => {
  storage.removeItem(LOCK_SCREEN_KEY);
};
