import { describe, expect, it } from 'vitest';
import { amountInWords } from './index.js';

const vi = (n: number, zeroTen?: 'lẻ' | 'linh') => amountInWords(n, { zeroTen });

describe('amount in words (Vietnamese)', () => {
  it('reads round amounts', () => {
    expect(vi(0)).toBe('Không đồng');
    expect(vi(1_000)).toBe('Một nghìn đồng');
    expect(vi(10_000)).toBe('Mười nghìn đồng');
    expect(vi(1_000_000)).toBe('Một triệu đồng');
    expect(vi(1_250_000)).toBe('Một triệu hai trăm năm mươi nghìn đồng');
    expect(vi(1_000_000_000)).toBe('Một tỷ đồng');
    expect(vi(1_000_000_000_000)).toBe('Một nghìn tỷ đồng');
  });

  it('says a zero ten before a unit with lẻ, or linh when asked', () => {
    expect(vi(105_000)).toBe('Một trăm lẻ năm nghìn đồng');
    expect(vi(105_000, 'linh')).toBe('Một trăm linh năm nghìn đồng');
    expect(vi(101)).toBe('Một trăm lẻ một đồng');
    expect(vi(5)).toBe('Năm đồng');
  });

  it('keeps a zero hundreds after a bigger group, drops empty groups', () => {
    expect(vi(1_005_000)).toBe('Một triệu không trăm lẻ năm nghìn đồng');
    expect(vi(2_000_050)).toBe('Hai triệu không trăm năm mươi đồng');
    expect(vi(1_000_000_500)).toBe('Một tỷ năm trăm đồng');
    expect(vi(3_000_020_000)).toBe('Ba tỷ không trăm hai mươi nghìn đồng');
    expect(vi(12_345_678_901)).toBe(
      'Mười hai tỷ ba trăm bốn mươi lăm triệu sáu trăm bảy mươi tám nghìn chín trăm lẻ một đồng',
    );
  });

  it('says mốt after mươi but một after mười', () => {
    expect(vi(21_000)).toBe('Hai mươi mốt nghìn đồng');
    expect(vi(11_000)).toBe('Mười một nghìn đồng');
    expect(vi(101_000)).toBe('Một trăm lẻ một nghìn đồng');
  });

  it('says lăm after mười and mươi, năm elsewhere', () => {
    expect(vi(15_000)).toBe('Mười lăm nghìn đồng');
    expect(vi(35_000)).toBe('Ba mươi lăm nghìn đồng');
    expect(vi(505)).toBe('Năm trăm lẻ năm đồng');
    expect(vi(550_000)).toBe('Năm trăm năm mươi nghìn đồng');
  });

  it('says tư after mươi, bốn after mười and alone', () => {
    expect(vi(24_000)).toBe('Hai mươi tư nghìn đồng');
    expect(vi(14_000)).toBe('Mười bốn nghìn đồng');
    expect(vi(4_000)).toBe('Bốn nghìn đồng');
    expect(vi(104)).toBe('Một trăm lẻ bốn đồng');
  });

  it('rounds to whole VND, reads a negative amount with Âm, and gives nothing for a non-number', () => {
    expect(vi(1_000.4)).toBe('Một nghìn đồng');
    expect(vi(-50_000)).toBe('Âm năm mươi nghìn đồng');
    expect(amountInWords('1250000')).toBe('Một triệu hai trăm năm mươi nghìn đồng');
    expect(amountInWords(null)).toBe('');
    expect(amountInWords('abc')).toBe('');
    expect(amountInWords(250_000, { currency: '' })).toBe('Hai trăm năm mươi nghìn');
  });
});

describe('amount in words (English)', () => {
  it('reads amounts with dong', () => {
    const en = (n: number) => amountInWords(n, { locale: 'en' });
    expect(en(0)).toBe('Zero dong');
    expect(en(1_250_000)).toBe('One million two hundred fifty thousand dong');
    expect(en(105_021)).toBe('One hundred five thousand twenty-one dong');
    expect(en(1_000_000_000)).toBe('One billion dong');
  });
});
