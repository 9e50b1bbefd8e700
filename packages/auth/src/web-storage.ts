/**
 * The Web Storage interface (localStorage, sessionStorage), declared here so the package typechecks without the DOM
 * library: the server imports the same rules.
 */
export type WebStorage = {
  readonly length: number;
  clear(): void;
  getItem(key: string): string | null;
  key(index: number): string | null;
  removeItem(key: string): void;
  setItem(key: string, value: string): void;
};
