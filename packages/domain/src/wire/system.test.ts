import { describe, expect, it } from 'vitest';
import { customersCame } from './system.js';

describe('customersCame', () => {
  it('counts the appointments the customer came to: in service or done, not booked, no-show or cancelled', () => {
    const byStatus = [
      { trang_thai: '0', count: 2 },
      { trang_thai: '1', count: 3 },
      { trang_thai: '2', count: 1 },
      { trang_thai: '3', count: 4 },
      { trang_thai: '4', count: 1 },
      { trang_thai: '9', count: 2 },
      { trang_thai: '5', count: 1 },
    ];
    expect(customersCame(byStatus)).toBe(5);
    expect(customersCame([])).toBe(0);
  });
});
