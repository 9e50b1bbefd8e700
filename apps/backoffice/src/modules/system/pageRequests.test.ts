import { describe, expect, it } from 'vitest';
import { pageRequests } from './pageRequests';

describe('page requests', () => {
  it('ask for the page in one call when it fits', () => {
    expect(pageRequests(0, 20, 200)).toEqual([{ page: 1, limit: 20 }]);
    expect(pageRequests(3, 200, 200)).toEqual([{ page: 4, limit: 200 }]);
  });

  it('split a larger page into consecutive chunks covering the same rows', () => {
    expect(pageRequests(0, 1000, 200)).toEqual([1, 2, 3, 4, 5].map((page) => ({ page, limit: 200 })));
    const second = pageRequests(1, 500, 200);
    expect(second).toEqual([5, 6, 7, 8].map((page) => ({ page, limit: 125 })));
    // Rows 500 to 999: the first chunk starts at row (5 - 1) x 125 = 500.
    expect(((second[0]?.page ?? 0) - 1) * 125).toBe(500);
  });
});
