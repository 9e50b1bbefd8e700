import axe from 'axe-core';
import { matchesFolded, SEARCH_DEBOUNCE_MS } from '@sen/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Key } from 'react-aria-components';
import { customers, delay, manyProducts } from '../test/customers';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ComboBox } from './ComboBox';
import type { ComboBoxItem } from './ComboBox';

/** A fake search endpoint as a spy: answers after `ms`, rejects when aborted. */
const fakeSearch = (ms = 0) =>
  vi.fn(async (search: string, signal: AbortSignal): Promise<readonly ComboBoxItem[]> => {
    await delay(ms, signal);
    return customers.filter((c) => matchesFolded(c.label, search));
  });

/** Polls for up to 5 s: the machine running the tests may be busy. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000, interval: 25 });

/**
 * Vitest's browser commands fire a `scroll` event on the test document, and react-aria closes (and commits) an open
 * combobox list on scroll, as it should for a user who scrolls. Those events are kept from react-aria here.
 */
const swallowScroll = (event: Event) => event.stopImmediatePropagation();

describe('ComboBox', () => {
  beforeEach(() => window.addEventListener('scroll', swallowScroll, true));
  afterEach(() => window.removeEventListener('scroll', swallowScroll, true));

  it('filters static items ignoring accents and case, and reports the chosen id', async () => {
    const onChange = vi.fn();
    const screen = await render(<ComboBox label="Khách hàng" items={customers} onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Khách hàng' });
    await userEvent.type(input, 'nguyen');
    // Label and description, separated in the accessible name.
    await expect
      .element(screen.getByRole('option', { name: /Nguyễn Văn An/ }))
      .toHaveAccessibleName('Nguyễn Văn An MKH001 · 0901 234 567');
    expect(
      screen
        .getByRole('option')
        .elements()
        .map((o) => o.textContent),
    ).toEqual(['Nguyễn Văn An MKH001 · 0901 234 567', 'Nguyễn Thị Ánh MKH005 · 0945 678 901']);
    await userEvent.clear(input);
    await userEvent.type(input, 'DUC');
    await expect.element(screen.getByRole('option', { name: /Trần Minh Đức/ })).toBeVisible();
    expect(screen.getByRole('option').elements()).toHaveLength(1);
    await screen.getByRole('option', { name: /Trần Minh Đức/ }).click();
    expect(onChange).toHaveBeenCalledWith('KH002');
    await expect.element(input).toHaveValue('Trần Minh Đức');
  });

  it('is controlled by value and shows the label of the given id', async () => {
    function Controlled() {
      const [value, setValue] = useState<Key | null>('KH003');
      return (
        <>
          <ComboBox label="Khách hàng" items={customers} value={value} onChange={setValue} />
          <output>{String(value)}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('combobox', { name: 'Khách hàng' });
    await expect.element(input).toHaveValue('Lê Thị Hồng');
    // Clearing the text clears the selection.
    await userEvent.clear(input);
    await expect.element(screen.getByRole('status').or(screen.getByText('null'))).toBeInTheDocument();
  });

  it('waits SEARCH_DEBOUNCE_MS after typing, then searches once with the trimmed text', async () => {
    const calledAt: number[] = [];
    const search = fakeSearch();
    const load = vi.fn((text: string, signal: AbortSignal) => {
      calledAt.push(performance.now());
      return search(text, signal);
    });
    const screen = await render(<ComboBox label="Khách hàng" loadOptions={load} />);
    await eventually(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenLastCalledWith('', expect.any(AbortSignal));
    const input = screen.getByRole('combobox', { name: 'Khách hàng' });
    // When the trimmed text last changed: the pause counts from there.
    let changedAt = 0;
    let last = '';
    input.element().addEventListener('input', (event) => {
      const text = (event.target as HTMLInputElement).value.trim();
      if (text !== last) changedAt = performance.now();
      last = text;
    });
    await userEvent.type(input, '  tran ');
    // Still waiting: the field shows the spinner. (While the list is open react-aria hides the rest of the page
    // from assistive technology; the list itself then says 'Đang tải' when it has nothing to show.)
    const spinner = screen.getByRole('progressbar', { name: 'Đang tải', includeHidden: true });
    await expect.element(spinner).toBeVisible();
    await eventually(() => expect(load).toHaveBeenCalledTimes(2));
    // One call for the whole word, with the spaces trimmed, no sooner than the pause after the last change.
    expect(load).toHaveBeenLastCalledWith('tran', expect.any(AbortSignal));
    expect((calledAt[1] ?? 0) - changedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 5);
    await expect.element(screen.getByRole('option', { name: /Trần Minh Đức/ })).toBeVisible();
    await expect.element(spinner).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts a stale search and shows only the latest answer', async () => {
    // 'ng' would answer only after a minute, so it is certainly still running when the next search starts.
    const load = vi.fn(async (search: string, signal: AbortSignal): Promise<readonly ComboBoxItem[]> => {
      await delay(search === 'ng' ? 60_000 : 0, signal);
      return customers.filter((c) => matchesFolded(c.label, search));
    });
    const screen = await render(<ComboBox label="Khách hàng" loadOptions={load} searchDebounceMs={300} />);
    const input = screen.getByRole('combobox', { name: 'Khách hàng' });
    // One input event each, so that the pause is measured from a single change.
    await userEvent.fill(input, 'ng');
    await eventually(() => expect(load).toHaveBeenCalledTimes(2));
    await userEvent.fill(input, 'nguyen t');
    await eventually(() => expect(load).toHaveBeenCalledTimes(3));
    const [, stale, latest] = load.mock.calls;
    expect([stale?.[0], stale?.[1].aborted]).toEqual(['ng', true]);
    expect([latest?.[0], latest?.[1].aborted]).toEqual(['nguyen t', false]);
    await expect.element(screen.getByRole('option', { name: /Nguyễn Thị Ánh/ })).toBeVisible();
    expect(screen.getByRole('option').elements()).toHaveLength(1);
  });

  it('keeps the selected label when the list reloads without that item', async () => {
    const load = fakeSearch();
    const onChange = vi.fn();
    const screen = await render(
      <>
        <ComboBox label="Khách hàng" loadOptions={load} searchDebounceMs={200} onChange={onChange} />
        <button type="button">Lưu</button>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Khách hàng' });
    await userEvent.type(input, 'bao');
    // Once the search has answered, the list holds only that customer.
    await eventually(() => expect(screen.getByRole('option').elements()).toHaveLength(1));
    await screen.getByRole('option', { name: /Phạm Quốc Bảo/ }).click();
    expect(onChange).toHaveBeenLastCalledWith('KH004');
    await expect.element(input).toHaveValue('Phạm Quốc Bảo');
    // More text: a new search whose answer no longer holds the selected customer…
    await userEvent.type(input, ' x');
    await eventually(() => expect(load).toHaveBeenLastCalledWith('Phạm Quốc Bảo x', expect.any(AbortSignal)));
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('Không có dữ liệu');
    // …then leaving the field without choosing: the selection and its label stay.
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Lưu' })).toHaveFocus();
    await expect.element(input).toHaveValue('Phạm Quốc Bảo');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an empty search when loadOnEmpty is false', async () => {
    const load = fakeSearch();
    const screen = await render(
      <ComboBox label="Khách hàng" loadOptions={load} loadOnEmpty={false} searchDebounceMs={50} />,
    );
    await screen.getByRole('button', { name: 'Mở danh sách' }).click();
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('Không có dữ liệu');
    // One input event, so a busy machine cannot split 'a' and 'n' across two debounce windows.
    await userEvent.fill(screen.getByRole('combobox'), 'an');
    await eventually(() => expect(load).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith('an', expect.any(AbortSignal));
  });

  it('shows the error text when loadOptions fails, and English labels when given', async () => {
    const screen = await render(
      <ComboBox
        label="Customer"
        loadOptions={() => Promise.reject(new Error('503'))}
        labels={{ error: 'Could not load', showOptions: 'Show options' }}
      />,
    );
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Show options' }).click();
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('Could not load');
  });

  it('caps the option list at 260 px and scrolls the rest', async () => {
    const screen = await render(<ComboBox label="Sản phẩm" items={manyProducts} />);
    await screen.getByRole('button', { name: 'Mở danh sách' }).click();
    const list = screen.getByRole('listbox');
    await expect.element(list).toBeVisible();
    const element = list.element() as HTMLElement;
    expect(getComputedStyle(element).maxHeight).toBe('260px');
    expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(260);
    expect(element.scrollHeight).toBeGreaterThan(element.clientHeight);
  });

  /** axe over `context`; colour contrast must have been checked, not skipped. */
  async function violations(context: Element) {
    const result = await axe.run(context);
    expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  for (const theme of ['light', 'dark', 'semi-dark'] as const) {
    it(`has no axe violations, closed and with its list open (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <main>
            <ComboBox label="Khách hàng" items={customers} defaultValue="KH002" description="Tìm theo tên" />
            <ComboBox label="Sản phẩm" items={[]} errorMessage="Vui lòng chọn sản phẩm" />
          </main>
        </ThemeRoot>,
      );
      expect(await violations(document.body)).toEqual([]);
      // Open, react-aria hides the rest of the page (aria-hidden), so the list is checked on its own.
      await screen.getByRole('button', { name: 'Mở danh sách Khách hàng' }).click();
      await expect.element(screen.getByRole('option', { name: /Trần Minh Đức/ })).toBeVisible();
      expect(await violations(screen.getByRole('listbox').element())).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await screen.getByRole('button', { name: 'Mở danh sách Sản phẩm' }).click();
      await expect.element(screen.getByRole('listbox')).toHaveTextContent('Không có dữ liệu');
      expect(await violations(screen.getByRole('listbox').element())).toEqual([]);
    });
  }
});
