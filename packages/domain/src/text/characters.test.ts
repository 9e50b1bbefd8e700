import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusedCharacterMessages, refusedCharacterOf, withoutRefusedCharacters } from './characters.js';

describe('refusedCharacterOf', () => {
  it('lets ordinary text through, Vietnamese, emoji (a whole surrogate pair) and line breaks included', () => {
    expect(refusedCharacterOf('Nguyễn Văn Đức, 12/3 Lê Lợi')).toBeUndefined();
    expect(refusedCharacterOf('Chúc mừng 🎉')).toBeUndefined();
    expect(refusedCharacterOf('dòng 1\ndòng 2\r\n\tthụt lề')).toBeUndefined();
    expect(refusedCharacterOf('')).toBeUndefined();
  });

  it('refuses NUL and the other control characters, DEL and C1 controls', () => {
    for (const text of ['a\u0000', '\u0007', 'x\u000bx', '\u001f', '\u007f', 'a\u0085b', '\u009f'])
      expect(refusedCharacterOf(text), JSON.stringify(text)).toBe('control');
  });

  it('refuses bidi embeddings, overrides and isolates', () => {
    for (const char of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ])
      expect(refusedCharacterOf(`invoice${char}fdp.exe`)).toBe('bidi');
    // Marks that only hint a direction are not overrides.
    expect(refusedCharacterOf('a\u200eb\u200fc')).toBeUndefined();
  });

  it('refuses half a surrogate pair, high or low, anywhere', () => {
    expect(refusedCharacterOf('a\ud800')).toBe('surrogate');
    expect(refusedCharacterOf('\ud800b')).toBe('surrogate');
    expect(refusedCharacterOf('\udc00')).toBe('surrogate');
    expect(refusedCharacterOf('🎉\udc00')).toBe('surrogate');
    expect(refusedCharacterOf('\ud83c\ud83c\udf89')).toBe('surrogate');
  });

  it('refuses line breaks and tabs in one-line text only', () => {
    expect(refusedCharacterOf('a\nb', 'one')).toBe('line-break');
    expect(refusedCharacterOf('a\tb', 'one')).toBe('line-break');
    expect(refusedCharacterOf('a\rb', 'one')).toBe('line-break');
    expect(refusedCharacterOf('a\u0000b', 'one')).toBe('control');
    expect(refusedCharacterOf('a\nb', 'many')).toBeUndefined();
  });
});

describe('withoutRefusedCharacters', () => {
  it('refuses with a Vietnamese message after trimming (a trailing line break is trimmed away)', () => {
    const name = withoutRefusedCharacters(z.string().trim().max(20), 'one');
    expect(name.parse('  Nguyễn An\n')).toBe('Nguyễn An');
    const refused = name.safeParse('An\u202eB');
    expect(refused.error?.issues[0]?.message).toBe(refusedCharacterMessages.bidi.vi);
    expect(name.safeParse('An\nBình').error?.issues[0]?.message).toBe(
      refusedCharacterMessages['line-break'].vi,
    );
    const note = withoutRefusedCharacters(z.string(), 'many');
    expect(note.parse('a\nb')).toBe('a\nb');
    expect(note.safeParse('a\u0000b').success).toBe(false);
  });

  it('has a message in both languages for every reason', () => {
    for (const message of Object.values(refusedCharacterMessages)) {
      expect(message.vi).not.toBe('');
      expect(message.en).not.toBe('');
    }
  });
});
