import { describe, expect, it } from 'vitest';
import { checkFile, checkFiles, matchesAccept } from './files.js';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('matchesAccept', () => {
  it('accepts anything without rules', () => {
    expect(matchesAccept(file('a.exe', 1, 'application/x-msdownload'), undefined)).toBe(true);
    expect(matchesAccept(file('a.exe', 1, ''), [])).toBe(true);
  });

  it('matches MIME types, wildcards and extensions, ignoring case', () => {
    const accept = ['application/pdf', 'image/*', '.XLSX'];
    expect(matchesAccept(file('hoa-don.pdf', 1, 'application/pdf'), accept)).toBe(true);
    expect(matchesAccept(file('anh.PNG', 1, 'image/png'), accept)).toBe(true);
    expect(matchesAccept(file('bang-gia.xlsx', 1, ''), accept)).toBe(true);
    expect(matchesAccept(file('ghi-chu.txt', 1, 'text/plain'), accept)).toBe(false);
    // A wildcard matches the whole top-level type only.
    expect(matchesAccept(file('x', 1, 'imagex/png'), ['image/*'])).toBe(false);
  });
});

describe('checkFile / checkFiles', () => {
  const rules = { accept: ['image/*'], maxSize: 1024 };

  it('reports the type before the size, and the size limit', () => {
    expect(checkFile(file('a.png', 1024, 'image/png'), rules)).toBeUndefined();
    expect(checkFile(file('a.png', 1025, 'image/png'), rules)).toEqual({ kind: 'size', maxSize: 1024 });
    expect(checkFile(file('a.txt', 5000, 'text/plain'), rules)).toEqual({ kind: 'type' });
  });

  it('splits files into accepted and rejected, keeping their order', () => {
    const ok1 = file('1.png', 10, 'image/png');
    const big = file('2.jpg', 2048, 'image/jpeg');
    const ok2 = file('3.gif', 20, 'image/gif');
    const txt = file('4.txt', 1, 'text/plain');
    expect(checkFiles([ok1, big, ok2, txt], rules)).toEqual({
      accepted: [ok1, ok2],
      rejected: [
        { file: big, problem: { kind: 'size', maxSize: 1024 } },
        { file: txt, problem: { kind: 'type' } },
      ],
    });
  });
});
