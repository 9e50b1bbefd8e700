import { describe, expect, it } from 'vitest';
import { vndInWords } from './amount-words.js';

describe('vndInWords', () => {
  it('reads amounts as invoices print them', () => {
    expect(vndInWords(0)).toBe('Không đồng');
    expect(vndInWords(15)).toBe('Mười lăm đồng');
    expect(vndInWords(21)).toBe('Hai mươi mốt đồng');
    expect(vndInWords(105)).toBe('Một trăm linh năm đồng');
    expect(vndInWords(110_000)).toBe('Một trăm mười nghìn đồng');
    expect(vndInWords(1_005_000)).toBe('Một triệu không trăm linh năm nghìn đồng');
    expect(vndInWords(2_500_000)).toBe('Hai triệu năm trăm nghìn đồng');
    expect(vndInWords(1_000_000_000)).toBe('Một tỷ đồng');
    expect(vndInWords(3_000_020_001)).toBe('Ba tỷ không trăm hai mươi nghìn không trăm linh một đồng');
    expect(vndInWords(-45_000)).toBe('Âm bốn mươi lăm nghìn đồng');
  });
});
