import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ThemeRoot } from '../theme/ThemeRoot';
import { allThemes, axeViolations } from '../test/axeThemes';
import { SearchField } from './SearchField';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchField', () => {
  it('reports once after the debounce, with the last text, trimmed', async () => {
    const onSearch = vi.fn();
    // A long pause, so that a busy machine's slow keystrokes still fall within one debounce window.
    const screen = await render(<SearchField aria-label="Tìm kiếm" debounceMs={1000} onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, ' Mai ');
    expect(onSearch).not.toHaveBeenCalled();
    await expect.poll(() => onSearch.mock.calls.length, { timeout: 3000 }).toBe(1);
    expect(onSearch).toHaveBeenCalledWith('Mai');
    await sleep(300);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('ignores a blank search after an empty one, and a field that starts with a value', async () => {
    const onSearch = vi.fn();
    const screen = await render(<SearchField aria-label="Tìm kiếm" defaultValue="Mai" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, ' ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith(undefined);
    await userEvent.type(input, '  ');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('does not report after it is unmounted', async () => {
    const onSearch = vi.fn();
    const screen = await render(<SearchField aria-label="Tìm kiếm" debounceMs={1000} onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'Mai');
    await screen.unmount();
    await sleep(1200);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('hides the clear button while empty', async () => {
    const screen = await render(<SearchField aria-label="Tìm kiếm" />);
    await expect
      .element(screen.getByRole('button', { name: 'Xóa tìm kiếm', includeHidden: true }))
      .not.toBeVisible();
    await userEvent.type(screen.getByRole('searchbox'), 'a');
    await expect.element(screen.getByRole('button', { name: 'Xóa tìm kiếm' })).toBeVisible();
  });

  for (const theme of allThemes) {
    it(`has no axe violations (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <SearchField label="Tìm khách hàng" placeholder="Tên hoặc số điện thoại" defaultValue="Lan" />
        </ThemeRoot>,
      );
      await expect.element(screen.getByRole('searchbox', { name: 'Tìm khách hàng' })).toHaveValue('Lan');
      expect(await axeViolations()).toEqual([]);
    });
  }
});
