import { describe, expect, it } from 'vitest';
import { foldVietnamese, matchesFolded } from './fold.js';

describe('foldVietnamese', () => {
  it('removes accents and folds đ to d', () => {
    expect(foldVietnamese('Nguyễn Văn Đức')).toBe('nguyen van duc');
    expect(foldVietnamese('Hồ Chí Minh')).toBe('ho chi minh');
    expect(foldVietnamese('đường')).toBe('duong');
  });
  it('matches every word regardless of accents', () => {
    expect(matchesFolded('Nguyễn Văn Đức', 'nguyen duc')).toBe(true);
    expect(matchesFolded('Nguyễn Văn Đức', 'nguyen lan')).toBe(false);
  });
});
