import { describe, expect, it } from 'vitest';
import { pageWindow, paginationButtonCount } from './pagination.js';

describe('paginationButtonCount', () => {
  it('shows 5 buttons under 440 px, 7 under 576 px and 9 from 576 px', () => {
    expect(paginationButtonCount(0)).toBe(5);
    expect(paginationButtonCount(439)).toBe(5);
    expect(paginationButtonCount(439.9)).toBe(5);
    expect(paginationButtonCount(440)).toBe(7);
    expect(paginationButtonCount(575)).toBe(7);
    expect(paginationButtonCount(576)).toBe(9);
    expect(paginationButtonCount(1920)).toBe(9);
  });
});

describe('pageWindow', () => {
  it('lists every page when they fit', () => {
    expect(pageWindow(0, 1, 5)).toEqual([0]);
    expect(pageWindow(2, 5, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(6, 7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(0, 9, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('gives nothing for no pages', () => {
    expect(pageWindow(0, 0, 7)).toEqual([]);
    expect(pageWindow(0, -3, 7)).toEqual([]);
    expect(pageWindow(0, Number.NaN, 7)).toEqual([]);
  });

  it('shows the first pages and one ellipsis on the first pages', () => {
    expect(pageWindow(0, 20, 5)).toEqual([0, 1, 2, 'end-ellipsis', 19]);
    expect(pageWindow(0, 20, 7)).toEqual([0, 1, 2, 3, 4, 'end-ellipsis', 19]);
    expect(pageWindow(0, 20, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 'end-ellipsis', 19]);
    expect(pageWindow(3, 20, 7)).toEqual([0, 1, 2, 3, 4, 'end-ellipsis', 19]);
  });

  it('shows the last pages and one ellipsis on the last pages', () => {
    expect(pageWindow(19, 20, 5)).toEqual([0, 'start-ellipsis', 17, 18, 19]);
    expect(pageWindow(19, 20, 7)).toEqual([0, 'start-ellipsis', 15, 16, 17, 18, 19]);
    expect(pageWindow(19, 20, 9)).toEqual([0, 'start-ellipsis', 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(16, 20, 7)).toEqual([0, 'start-ellipsis', 15, 16, 17, 18, 19]);
  });

  it('centres the current page between two ellipses in the middle', () => {
    expect(pageWindow(10, 20, 5)).toEqual([0, 'start-ellipsis', 10, 'end-ellipsis', 19]);
    expect(pageWindow(10, 20, 7)).toEqual([0, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 19]);
    expect(pageWindow(10, 20, 9)).toEqual([0, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 19]);
    expect(pageWindow(4, 20, 7)).toEqual([0, 'start-ellipsis', 3, 4, 5, 'end-ellipsis', 19]);
  });

  it('never exceeds the slot count and always shows the current, first and last pages', () => {
    for (const buttons of [5, 7, 9]) {
      for (const count of [1, 2, 8, 10, 11, 50]) {
        for (let current = 0; current < count; current++) {
          const window = pageWindow(current, count, buttons);
          expect(window.length).toBeLessThanOrEqual(buttons);
          expect(window).toContain(current);
          expect(window[0]).toBe(0);
          expect(window.at(-1)).toBe(count - 1);
          // An ellipsis hides at least two pages.
          window.forEach((item, i) => {
            if (typeof item === 'string') {
              const before = window[i - 1] as number;
              const after = window[i + 1] as number;
              expect(after - before).toBeGreaterThan(2);
            }
          });
        }
      }
    }
  });

  it('clamps an out-of-range page index and treats even or small slot counts as the next odd count of 5+', () => {
    expect(pageWindow(99, 20, 7)).toEqual([0, 'start-ellipsis', 15, 16, 17, 18, 19]);
    expect(pageWindow(-4, 20, 7)).toEqual([0, 1, 2, 3, 4, 'end-ellipsis', 19]);
    expect(pageWindow(0, 20, 3)).toEqual([0, 1, 2, 'end-ellipsis', 19]);
    expect(pageWindow(0, 20, 6)).toEqual([0, 1, 2, 3, 4, 'end-ellipsis', 19]);
  });
});
