import type { WebStorage } from './web-storage.js';
/** A view of `storage` whose keys all carry `prefix`, so two apps on one origin keep separate sessions. */
class NamespacedStorage implements WebStorage {
  [name: string]: unknown;

  constructor(
    private readonly storage: WebStorage,
    private readonly prefix: string,
  ) {}

  private ownKeys(): string[] {
    const keys: string[] = [];
    for (let i = 0; i < this.storage.length; i++) {
      const key = this.storage.key(i);
      if (key !== null && key.startsWith(this.prefix)) keys.push(key.slice(this.prefix.length));
    }
    return keys;
  }

  get length(): number {
    return this.ownKeys().length;
  }
  clear(): void {
    for (const key of this.ownKeys()) this.storage.removeItem(this.prefix + key);
  }
  getItem(key: string): string | null {
    return this.storage.getItem(this.prefix + key);
  }
  key(index: number): string | null {
    return this.ownKeys()[index] ?? null;
  }
  removeItem(key: string): void {
    this.storage.removeItem(this.prefix + key);
  }
  setItem(key: string, value: string): void {
    this.storage.setItem(this.prefix + key, value);
  }
}

/** `storage` seen through a key prefix (e.g. 'portal:'): clear() removes only the prefixed keys. */
export const namespacedStorage = (storage: WebStorage, prefix: string): WebStorage =>
  new NamespacedStorage(storage, prefix);
