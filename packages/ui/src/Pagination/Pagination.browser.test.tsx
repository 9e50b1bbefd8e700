import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { allThemes, axeViolations } from '../test/axeThemes';
import { Pagination } from './Pagination';

function pageSlots(nav: Element) {
  return nav.querySelectorAll('li').length - 2;
}

function Resizable({ onPageChange }: { onPageChange: (page: number) => void }) {
  const [width, setWidth] = useState(700);
  return (
    <>
      <button type="button" onClick={() => setWidth(400)}>
        Hẹp
      </button>
      <button type="button" onClick={() => setWidth(500)}>
        Vừa
      </button>
      <div style={{ width }}>
        <Pagination pageIndex={10} pageCount={40} onPageChange={onPageChange} />
      </div>
    </>
  );
}

describe('Pagination', () => {
  it('follows its container when it is resized (9 → 5 → 7 slots)', async () => {
    const screen = await render(<Resizable onPageChange={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });
    await expect.poll(() => pageSlots(nav.element())).toBe(9);
    await screen.getByRole('button', { name: 'Hẹp' }).click();
    await expect.poll(() => pageSlots(nav.element())).toBe(5);
    await screen.getByRole('button', { name: 'Vừa' }).click();
    await expect.poll(() => pageSlots(nav.element())).toBe(7);
    await expect.element(screen.getByRole('button', { name: '11' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports 0-based pages and never the current one', async () => {
    const onPageChange = vi.fn();
    const screen = await render(<Pagination pageIndex={0} pageCount={3} onPageChange={onPageChange} />);
    await screen.getByRole('button', { name: '2' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await screen.getByRole('button', { name: 'Trang sau' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await screen.getByRole('button', { name: '1' }).click();
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  for (const theme of allThemes) {
    it(`has no axe violations (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div style={{ width: 500 }}>
            <Pagination pageIndex={50} pageCount={120} onPageChange={vi.fn()} />
          </div>
        </ThemeRoot>,
      );
      await expect
        .element(screen.getByRole('button', { name: '51' }))
        .toHaveAttribute('aria-current', 'page');
      expect(await axeViolations()).toEqual([]);
    });
  }
});
