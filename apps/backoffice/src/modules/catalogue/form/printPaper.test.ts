import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperKey, readPaper, writePaper } from './printPaper';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
});

afterEach(() => store.clear());

describe('the paper a resource prints on', () => {
  it('is A4 first, then what this user last chose for this resource', () => {
    expect(readPaper('bills', 'admin')).toBe('A4');
    writePaper('bills', 'admin', '80mm');
    expect(readPaper('bills', 'admin')).toBe('80mm');
    expect(readPaper('bills', 'thungan')).toBe('A4');
    expect(readPaper('sales-services', 'admin')).toBe('A4');
    expect(store.get(paperKey('bills', 'admin'))).toBe('80mm');
  });

  it('ignores a stored value that is no paper', () => {
    store.set(paperKey('bills', 'admin'), 'Letter');
    expect(readPaper('bills', 'admin')).toBe('A4');
  });
});
