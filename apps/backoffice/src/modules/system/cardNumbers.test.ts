import { describe, expect, it } from 'vitest';
import { cardNumbersOf, outcomesText, pairedOutcomes, runEachLine } from './cardNumbers';

describe('cardNumbersOf', () => {
  it('takes one card number per line, trimmed, without blank lines, in order', () => {
    expect(cardNumbersOf(' 9704 0001 \r\n\n9704 0002\n   \n9704-0003 ')).toEqual([
      '9704 0001',
      '9704 0002',
      '9704-0003',
    ]);
    expect(cardNumbersOf('\n \n')).toEqual([]);
  });
});

describe('runEachLine', () => {
  it('keeps the input order whatever order the answers come in', async () => {
    const delays: Record<string, number> = { a: 15, b: 1, c: 5 };
    const outcomes = await runEachLine(
      ['a', 'b', 'c'],
      (v) => new Promise((resolve) => setTimeout(() => resolve(v.toUpperCase()), delays[v])),
      2,
    );
    expect(outcomes).toEqual([
      { input: 'a', output: 'A' },
      { input: 'b', output: 'B' },
      { input: 'c', output: 'C' },
    ]);
  });

  it('keeps a failure on its line and goes on with the others', async () => {
    const outcomes = await runEachLine(['ok', 'bad', 'ok2'], async (v) => {
      if (v === 'bad') throw new Error('Giá trị không giải mã được');
      return `${v}!`;
    });
    expect(outcomes).toEqual([
      { input: 'ok', output: 'ok!' },
      { input: 'bad', error: 'Giá trị không giải mã được' },
      { input: 'ok2', output: 'ok2!' },
    ]);
  });

  it('runs no more than the concurrency at a time', async () => {
    let running = 0;
    let most = 0;
    await runEachLine(
      Array.from({ length: 10 }, (_, i) => String(i)),
      async (v) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
        return v;
      },
      3,
    );
    expect(most).toBe(3);
  });
});

describe('results', () => {
  it('pairs a bulk answer with its inputs and copies one line per input, failures blank', () => {
    expect(pairedOutcomes(['1', '2'], ['v1.x', 'v1.y'])).toEqual([
      { input: '1', output: 'v1.x' },
      { input: '2', output: 'v1.y' },
    ]);
    expect(
      outcomesText([
        { input: '1', output: 'x' },
        { input: '2', error: 'e' },
        { input: '3', output: 'z' },
      ]),
    ).toBe('x\n\nz');
  });
});
