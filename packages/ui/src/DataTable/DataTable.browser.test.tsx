import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import axe from 'axe-core';
import { formatNumber } from '@sen/domain';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ToastRegion, toast } from '../Toast';
import type { ThemeName } from '../theme/ThemeRoot';
import { DataTable } from './DataTable';
import { defaultDataTableLabels, englishDataTableLabels } from './labels';
import type { DataTableState } from './types';
import { makeOrders, orderColumns } from '../test/tableRows';
import type { OrderRow } from '../test/tableRows';

const orders = makeOrders(245);

const bodyRows = (container: HTMLElement) => [...container.querySelectorAll('tbody tr')] as HTMLElement[];
const codes = (container: HTMLElement) =>
  bodyRows(container).map((tr) => tr.querySelector('td:not(:has(input, button))')?.textContent ?? '');
const columnText = (container: HTMLElement, index: number) =>
  bodyRows(container).map((tr) => tr.querySelectorAll('td')[index]?.textContent ?? '');
/** The ids of the last `onSelectionChange` call. */
const lastSelection = (spy: { mock: { lastCall?: [Set<string>] | unknown[] } }) => [
  ...((spy.mock.lastCall?.[0] as Set<string> | undefined) ?? []),
];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DataTable (client mode)', () => {
  it('shows the first page with the range, row count and row indexes', async () => {
    const screen = await render(<DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} />);
    const table = screen.getByRole('table', { name: 'Đơn hàng' });
    await expect.element(table).toHaveAttribute('aria-rowcount', '247');
    expect(codes(screen.container)).toEqual(orders.slice(0, 10).map((o) => o.code));
    await expect.element(screen.getByText('1–10 / 245')).toBeInTheDocument();
    expect(bodyRows(screen.container)[0]).toHaveAttribute('aria-rowindex', '2');
    // Numbers are right-aligned with comma thousands (spec), with the page totals in the footer.
    const amount = bodyRows(screen.container)[0]?.querySelectorAll('td')[5] as HTMLElement;
    expect(getComputedStyle(amount).justifyContent).toBe('flex-end');
    const pageTotal = orders.slice(0, 10).reduce((sum, o) => sum + o.amount, 0);
    await expect.element(screen.getByText(formatNumber(pageTotal))).toBeInTheDocument();
  });

  it('writes numbers with a comma thousands separator in Vietnamese and English (spec section 9)', async () => {
    const rows = [{ ...orders[0], amount: 1_234_567 }] as OrderRow[];
    const screen = await render(<DataTable aria-label="Đơn hàng" columns={orderColumns} rows={rows} />);
    expect(columnText(screen.container, 5)).toEqual(['1,234,567']);
    expect(defaultDataTableLabels.range(1, 10, 1234)).toBe('1–10 / 1,234');
    expect(englishDataTableLabels.range(1, 10, 1234)).toBe('1–10 of 1,234');
  });

  it('sorts by a header, ascending then descending, with aria-sort', async () => {
    const screen = await render(
      <I18nProvider locale="vi-VN">
        <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} />
      </I18nProvider>,
    );
    const header = screen.getByRole('columnheader', { name: 'Thành tiền' });
    await expect.element(header).not.toHaveAttribute('aria-sort');
    await screen.getByRole('button', { name: 'Thành tiền' }).click();
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = [...orders].sort((a, b) => a.amount - b.amount).slice(0, 10);
    expect(columnText(screen.container, 5)).toEqual(ascending.map((o) => formatNumber(o.amount)));
    await screen.getByRole('button', { name: 'Thành tiền' }).click();
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    const descending = [...orders].sort((a, b) => b.amount - a.amount).slice(0, 10);
    expect(columnText(screen.container, 5)).toEqual(descending.map((o) => formatNumber(o.amount)));
  });

  it('pages with the pagination and changes the page size back to page 1', async () => {
    const onStateChange = vi.fn();
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} onStateChange={onStateChange} />,
    );
    await screen.getByRole('button', { name: 'Trang sau' }).click();
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();
    expect(codes(screen.container)[0]).toBe('HD00011');
    await screen.getByRole('button', { name: '3', exact: true }).click();
    await expect.element(screen.getByText('21–30 / 245')).toBeInTheDocument();

    await screen.getByRole('button', { name: /Số dòng/ }).click();
    await screen.getByRole('option', { name: '50', exact: true }).click();
    await expect.element(screen.getByText('1–50 / 245')).toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 50, pageIndex: 0 }));
  });

  it('searches 500 ms after typing, ignoring accents, and goes back to page 1', async () => {
    const onStateChange = vi.fn();
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} onStateChange={onStateChange} />,
    );
    await screen.getByRole('button', { name: 'Trang sau' }).click();
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();
    onStateChange.mockClear();

    await screen.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('  da nang ');
    await sleep(200);
    // Not yet: the search waits for 500 ms without typing.
    expect(onStateChange).not.toHaveBeenCalled();
    const expected = orders.filter((o) => o.city === 'Đà Nẵng').length;
    await expect.element(screen.getByText(`1–10 / ${expected}`)).toBeInTheDocument();
    expect(onStateChange).toHaveBeenCalledTimes(1);
    expect(onStateChange).toHaveBeenCalledWith(
      expect.objectContaining({ searchKey: 'da nang', pageIndex: 0 }),
    );
    expect(columnText(screen.container, 2).every((city) => city === 'Đà Nẵng')).toBe(true);
  });

  it('ignores a blank search', async () => {
    const onStateChange = vi.fn();
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} onStateChange={onStateChange} />,
    );
    await screen.getByRole('button', { name: 'Trang sau' }).click();
    onStateChange.mockClear();
    await screen.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('   ');
    await sleep(700);
    expect(onStateChange).not.toHaveBeenCalled();
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();
  });

  it('pages with Ctrl+ArrowRight / Ctrl+ArrowLeft and focuses the search with F3', async () => {
    const screen = await render(<DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} />);
    (screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(screen.getByText('21–30 / 245')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();

    const keydown = new KeyboardEvent('keydown', { key: 'F3', bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(keydown);
    expect(keydown.defaultPrevented).toBe(true);
    await expect.element(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveFocus();
    // In the search box Ctrl+Arrow moves the caret, not the page.
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();
  });

  it('leaves keys alone outside the table unless the scope is the page', async () => {
    const screen = await render(
      <>
        <button type="button">Ngoài</button>
        <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} keyboardScope="page" />
      </>,
    );
    (screen.getByRole('button', { name: 'Ngoài' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(screen.getByText('11–20 / 245')).toBeInTheDocument();

    const other = await render(<DataTable aria-label="Khác" columns={orderColumns} rows={orders} />);
    (screen.getByRole('button', { name: 'Ngoài' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect.element(other.getByText('1–10 / 245')).toBeInTheDocument();
  });

  it('selects a range with Shift+click and the whole page from the header', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    );
    const row = (n: number) => screen.getByRole('checkbox', { name: `Chọn dòng ${orders[n]?.code}` });
    await row(1).click();
    await row(4).click({ modifiers: ['Shift'] });
    expect(lastSelection(onSelectionChange).sort()).toEqual(['o2', 'o3', 'o4', 'o5']);
    await expect.element(row(3)).toBeChecked();
    await expect.element(row(5)).not.toBeChecked();
    const all = screen.getByRole('checkbox', { name: 'Chọn tất cả dòng của trang' });
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);
    await all.click();
    expect(lastSelection(onSelectionChange).length).toBe(10);
    await expect.element(row(9)).toBeChecked();
    await all.click();
    expect(lastSelection(onSelectionChange).length).toBe(0);
  });

  it('calls onRowAction for a click on the row, not on its checkbox', async () => {
    const onRowAction = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        selectionMode="multiple"
        onRowAction={onRowAction}
      />,
    );
    await screen.getByText('HD00004').click();
    expect(onRowAction).toHaveBeenCalledWith(orders[3]);
    await screen.getByRole('checkbox', { name: 'Chọn dòng HD00006' }).click();
    expect(onRowAction).toHaveBeenCalledTimes(1);
  });

  it('takes English strings through labels', async () => {
    const screen = await render(
      <DataTable aria-label="Orders" columns={orderColumns} rows={orders} labels={englishDataTableLabels} />,
    );
    await expect.element(screen.getByText('1–10 of 245')).toBeInTheDocument();
    await expect.element(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    await expect.element(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('selects one row in single mode by clicking it', async () => {
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        selectionMode="single"
        onSelectionChange={onSelectionChange}
      />,
    );
    await screen.getByText('HD00003').click();
    expect(lastSelection(onSelectionChange)).toEqual(['o3']);
    await screen.getByRole('radio', { name: 'Chọn dòng HD00005' }).click();
    expect(lastSelection(onSelectionChange)).toEqual(['o5']);
    await expect.element(screen.getByRole('radio', { name: 'Chọn dòng HD00003' })).not.toBeChecked();
  });

  it('expands a row to show its detail', async () => {
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        renderExpanded={(row: OrderRow) => <p>Chi tiết {row.code}</p>}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Mở rộng dòng HD00002' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(screen.getByText('Chi tiết HD00002')).toBeVisible();
    const collapse = screen.getByRole('button', { name: 'Thu gọn dòng HD00002' });
    await expect.element(collapse).toHaveAttribute('aria-expanded', 'true');
    // The next row moves down below the detail.
    const [, second, third] = bodyRows(screen.container);
    await expect
      .poll(() =>
        Math.abs((third?.getBoundingClientRect().top ?? 0) - (second?.getBoundingClientRect().bottom ?? 0)),
      )
      .toBeLessThan(1);
    expect(second?.getBoundingClientRect().height).toBeGreaterThan(45);
    await collapse.click();
    await expect.element(screen.getByText('Chi tiết HD00002')).not.toBeInTheDocument();
  });

  it('reads the state from the URL adapter and writes every change to it', async () => {
    const write = vi.fn();
    const urlState = { read: () => ({ pageIndex: '2', sortKey: 'code', sortType: 'desc' }), write };
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} urlState={urlState} />,
    );
    await expect.element(screen.getByText('21–30 / 245')).toBeInTheDocument();
    expect(codes(screen.container)[0]).toBe('HD00225');
    await screen.getByRole('button', { name: 'Khách hàng' }).click();
    expect(write).toHaveBeenLastCalledWith({ sortKey: 'customer' });
    await screen.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('Lan');
    await expect.poll(() => write.mock.lastCall?.[0]).toEqual({ sortKey: 'customer', searchKey: 'Lan' });
  });

  it("filters by the date range and by the caller's filters, back to page 1", async () => {
    const march = orders.filter((o) => o.date.startsWith('2024-03'));
    const marchCity = march[0]?.city;
    const onStateChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        dateRange
        dateColumn="date"
        defaultState={{ fromDate: '2024-03-01', toDate: '2024-03-31', pageIndex: 1 }}
        filterRow={(row: OrderRow, filters) => !filters.city || row.city === filters.city}
        toolbar={({ change }) => (
          <button type="button" onClick={() => change({ filters: { city: marchCity } })}>
            Một thành phố
          </button>
        )}
        onStateChange={onStateChange}
      />,
    );
    await expect.element(screen.getByText(`11–20 / ${march.length}`)).toBeInTheDocument();
    expect(columnText(screen.container, 3).every((date) => date.startsWith('2024-03'))).toBe(true);
    await expect.element(screen.getByRole('group', { name: 'Khoảng ngày' })).toBeInTheDocument();

    await screen.getByRole('button', { name: 'Một thành phố' }).click();
    const inCity = march.filter((o) => o.city === marchCity);
    expect(inCity.length).toBeGreaterThan(0);
    await expect
      .element(screen.getByText(`1–${Math.min(10, inCity.length)} / ${inCity.length}`))
      .toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { city: marchCity }, pageIndex: 0, fromDate: '2024-03-01' }),
    );
    expect(columnText(screen.container, 2).every((city) => city === marchCity)).toBe(true);
  });

  it('saves column settings from the toolbar form and applies them', async () => {
    const onSettingsSave = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        settingsKey="sales.orders"
        onSettingsSave={onSettingsSave}
      />,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Thành phố' })).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Cài đặt bảng' }).click();
    // The form starts from the columns' own pins.
    await screen.getByRole('dialog').getByText('Thành phố').click();
    await expect.element(screen.getByRole('checkbox', { name: 'Thành phố' })).not.toBeChecked();
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSettingsSave).toHaveBeenCalledWith(
      'sales.orders',
      expect.objectContaining({ hidden: ['city'], pinned: { code: 'left' } }),
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Thành phố' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('columnheader', { name: 'Khách hàng' })).toBeInTheDocument();
  });

  it('does not save settings without a settings key', async () => {
    const onSettingsSave = vi.fn();
    const screen = await render(
      <>
        <DataTable
          aria-label="Đơn hàng"
          columns={orderColumns}
          rows={orders}
          onSettingsSave={onSettingsSave}
        />
        <ToastRegion />
      </>,
    );
    await screen.getByRole('button', { name: 'Cài đặt bảng' }).click();
    await screen.getByRole('button', { name: 'Lưu' }).click();
    await expect.element(screen.getByText('Settings Key is not defined')).toBeInTheDocument();
    expect(onSettingsSave).not.toHaveBeenCalled();
    toast.clear();
  });

  it('shows the settings: hidden columns left out, order and widths applied, pins sticky', async () => {
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={orders}
        settings={{
          hidden: ['city'],
          order: ['amount', 'code'],
          widths: { amount: 200 },
          pinned: { amount: 'left' },
        }}
      />,
    );
    const headers = screen
      .getByRole('columnheader')
      .elements()
      .map((th) => th.textContent);
    expect(headers).toEqual(['Thành tiền', 'Mã đơn', 'Khách hàng', 'Ngày', 'Số lượng']);
    const amountHeader = screen.getByRole('columnheader', { name: 'Thành tiền' }).element() as HTMLElement;
    expect(getComputedStyle(amountHeader).position).toBe('sticky');
    expect(amountHeader.getBoundingClientRect().width).toBeGreaterThanOrEqual(200);
    const codeHeader = screen.getByRole('columnheader', { name: 'Mã đơn' }).element() as HTMLElement;
    expect(getComputedStyle(codeHeader).position).not.toBe('sticky');
  });
});

describe('DataTable (server mode)', () => {
  function ServerTable({ onStateChange }: { onStateChange: (state: DataTableState) => void }) {
    const [state, setState] = useState<Partial<DataTableState>>({ pageIndex: 0, pageSize: 10 });
    const page = orders.slice(state.pageIndex! * 10, state.pageIndex! * 10 + 10);
    return (
      <DataTable
        aria-label="Đơn hàng"
        mode="server"
        columns={orderColumns}
        rows={page}
        total={1234}
        state={state}
        onStateChange={(next) => {
          onStateChange(next);
          setState(next);
        }}
      />
    );
  }

  it('shows the rows as given with the server total and reports the query', async () => {
    const onStateChange = vi.fn();
    const screen = await render(<ServerTable onStateChange={onStateChange} />);
    await expect.element(screen.getByText('1–10 / 1,234')).toBeInTheDocument();
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1236');
    await screen.getByRole('button', { name: 'Trang sau' }).click();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
    await expect.element(screen.getByText('11–20 / 1,234')).toBeInTheDocument();
    expect(bodyRows(screen.container)[0]).toHaveAttribute('aria-rowindex', '12');
    // The table does not sort server rows itself: it asks.
    await screen.getByRole('button', { name: 'Thành tiền' }).click();
    expect(onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ sortKey: 'amount', sortType: 'asc', pageIndex: 0 }),
    );
    expect(codes(screen.container)[0]).toBe('HD00001');
  });

  it('keeps the search usable while a page loads over the rows', async () => {
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        mode="server"
        columns={orderColumns}
        rows={orders.slice(0, 10)}
        total={245}
        isLoading
      />,
    );
    await expect.element(screen.getByRole('progressbar', { name: 'Đang tải' })).toBeInTheDocument();
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    // Playwright refuses to click an element covered by another: the overlay covers only the rows.
    await screen.getByRole('searchbox', { name: 'Tìm kiếm' }).click();
    await expect.element(screen.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
  });

  it('shows loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <DataTable aria-label="Đơn hàng" mode="server" columns={orderColumns} rows={[]} total={0} isLoading />,
    );
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect.element(screen.getByRole('status').first()).toHaveTextContent('Đang tải');

    await screen.rerender(
      <DataTable aria-label="Đơn hàng" mode="server" columns={orderColumns} rows={[]} total={0} />,
    );
    await expect.element(screen.getByRole('heading', { name: 'Không có dữ liệu' })).toBeInTheDocument();

    await screen.rerender(
      <DataTable
        aria-label="Đơn hàng"
        mode="server"
        columns={orderColumns}
        rows={[]}
        total={0}
        error="Mất kết nối"
        onRetry={onRetry}
      />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Mất kết nối');
    await screen.getByRole('button', { name: 'Thử lại' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('DataTable (columns wider than the table)', () => {
  const wide = (['a', 'b', 'c', 'd', 'e'] as const).map((id) => ({
    id,
    header: `Cột ${id}`,
    accessor: (r: OrderRow) => r.customer,
    width: 300,
  }));
  const overflowOf = async (width: number) => {
    const screen = await render(
      <div style={{ width }}>
        <DataTable aria-label={`Rộng ${width}`} columns={wide} rows={orders.slice(0, 3)} />
      </div>,
    );
    const name = `Rộng ${width}`;
    await expect.element(screen.getByRole('table', { name })).toBeInTheDocument();
    const region = screen.getByRole('region', { name }).element() as HTMLElement;
    const header = screen.getByRole('table', { name }).getByRole('columnheader', { name: 'Cột a' });
    const column = header.element() as HTMLElement;
    return {
      overflow: region.scrollWidth - region.clientWidth,
      column: column.getBoundingClientRect().width,
    };
  };

  it('narrows its unpinned columns, to 70% of their width, before scrolling sideways', async () => {
    // 5 × 300 px of columns in 1,200 px: each gives up a fifth, nothing scrolls.
    const fits = await overflowOf(1200);
    expect(fits.overflow).toBeLessThanOrEqual(1);
    expect(fits.column).toBeLessThan(300);
    expect(fits.column).toBeGreaterThanOrEqual(210);
    // In 1,000 px they stop at 210 px each and the table scrolls.
    const scrolls = await overflowOf(1000);
    expect(scrolls.overflow).toBeGreaterThan(40);
    expect(Math.round(scrolls.column)).toBe(210);
  });
});

describe('DataTable (large data and phones)', () => {
  it('keeps only a window of 100,000 rows in the DOM while scrolling', async () => {
    const many = makeOrders(100_000);
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={many} paginate={false} height={400} />,
    );
    await expect.element(screen.getByText('1–100,000 / 100,000')).toBeInTheDocument();
    expect(bodyRows(screen.container).length).toBeGreaterThan(5);
    expect(bodyRows(screen.container).length).toBeLessThan(60);
    const before = new Set(bodyRows(screen.container));
    const region = screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement;
    region.scrollTop = region.scrollHeight;
    await expect.poll(() => codes(screen.container).includes('HD100000')).toBe(true);
    expect(bodyRows(screen.container).length).toBeLessThan(60);
    // A long jump reuses the row elements (recycled slots) rather than building new ones.
    const reused = bodyRows(screen.container).filter((tr) => before.has(tr)).length;
    expect(reused).toBeGreaterThan(bodyRows(screen.container).length / 2);
    const last = bodyRows(screen.container).find((tr) => tr.textContent?.includes('HD100000'));
    expect(last).toHaveAttribute('aria-rowindex', '100001');
  });

  it('places the rows of a long jump right where their indexes belong, without a style of their own', async () => {
    const many = makeOrders(20_000);
    const screen = await render(
      <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={many} paginate={false} height={400} />,
    );
    await expect.element(screen.getByText('HD00001')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement;
    const body = screen.container.querySelector('tbody') as HTMLElement;
    region.scrollTop = 12_345 * 40;
    await expect.poll(() => codes(screen.container).includes('HD12346')).toBe(true);
    const top = body.getBoundingClientRect().top;
    for (const tr of bodyRows(screen.container)) {
      // Row i (aria-rowindex i + 2) starts i rows down the body: the rows follow each other from its padding.
      const index = Number(tr.getAttribute('aria-rowindex')) - 2;
      expect(tr.getBoundingClientRect().top - top).toBeCloseTo(index * 40, 0);
      expect(tr.getAttribute('style')).toBeNull();
    }
    expect(body.getBoundingClientRect().height).toBeCloseTo(20_000 * 40, 0);
  });

  it('selects and acts on rows rendered after a long scroll (one click handler on the body)', async () => {
    const many = makeOrders(5_000);
    const onRowAction = vi.fn();
    const onSelectionChange = vi.fn();
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={many}
        paginate={false}
        height={400}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
        onRowAction={onRowAction}
      />,
    );
    const region = screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement;
    region.scrollTop = 3_000 * 40;
    await expect.element(screen.getByText('HD03002')).toBeInTheDocument();
    await screen.getByText('HD03002').click();
    expect(onRowAction).toHaveBeenLastCalledWith(many[3001]);
    expect(lastSelection(onSelectionChange)).toEqual(['o3002']);
    // Shift+click on another row's checkbox selects the range between them, without a row action.
    await screen.getByRole('checkbox', { name: 'Chọn dòng HD03005' }).click({ modifiers: ['Shift'] });
    expect(lastSelection(onSelectionChange).sort()).toEqual(['o3002', 'o3003', 'o3004', 'o3005']);
    expect(onRowAction).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('checkbox', { name: 'Chọn dòng HD03004' })).toBeChecked();
  });

  it('measures an expanded row in an unpaged body: the rows below move down and the last row still fits', async () => {
    const many = makeOrders(1_000);
    const screen = await render(
      <DataTable
        aria-label="Đơn hàng"
        columns={orderColumns}
        rows={many}
        paginate={false}
        height={400}
        renderExpanded={(row: OrderRow) => <p style={{ height: 120, margin: 0 }}>Chi tiết {row.code}</p>}
      />,
    );
    const body = screen.container.querySelector('tbody') as HTMLElement;
    await expect.poll(() => body.getBoundingClientRect().height).toBeCloseTo(1_000 * 40, 0);
    await screen.getByRole('button', { name: 'Mở rộng dòng HD00003' }).click();
    await expect.element(screen.getByText('Chi tiết HD00003')).toBeVisible();
    // The body grows by the detail, and the next row starts right under the open one.
    await expect.poll(() => body.getBoundingClientRect().height).toBeGreaterThan(1_000 * 40 + 100);
    const [, , open, next] = bodyRows(screen.container);
    expect(
      Math.abs((next?.getBoundingClientRect().top ?? 0) - (open?.getBoundingClientRect().bottom ?? 0)),
    ).toBeLessThan(1);
    const region = screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement;
    region.scrollTop = region.scrollHeight;
    await expect.poll(() => codes(screen.container).includes('HD01000')).toBe(true);
    const last = bodyRows(screen.container).at(-1) as HTMLElement;
    await expect
      .poll(() => Math.abs(last.getBoundingClientRect().bottom - body.getBoundingClientRect().bottom))
      .toBeLessThan(1);
  });

  it('shows each row as a card of label: value pairs in a narrow container', async () => {
    const screen = await render(
      <div style={{ width: 380 }}>
        <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} selectionMode="multiple" />
      </div>,
    );
    const list = screen.getByRole('list', { name: 'Đơn hàng' });
    await expect.element(list).toBeInTheDocument();
    expect(screen.container.querySelector('table')).toBeNull();
    const first = screen.getByRole('listitem').first();
    await expect.element(first).toHaveAttribute('aria-posinset', '1');
    await expect.element(first).toHaveAttribute('aria-setsize', '245');
    await expect.element(first.getByRole('term').first()).toHaveTextContent('Mã đơn');
    await expect.element(first.getByRole('definition').first()).toHaveTextContent('HD00001');
    await first.getByRole('checkbox', { name: 'Chọn dòng HD00001' }).click();
    await expect.element(first).toHaveAttribute('data-selected');

    // No headers to click: the sort select stands in.
    await screen.getByRole('button', { name: /Sắp xếp theo/ }).click();
    await screen.getByRole('option', { name: 'Mã đơn (giảm dần)' }).click();
    await expect
      .element(screen.getByRole('listitem').first().getByRole('definition').first())
      .toHaveTextContent('HD00245');
  });
});

describe('DataTable cards', () => {
  it('stacks the cards of a long scroll one under the other, without a style of their own', async () => {
    const many = makeOrders(10_000);
    const screen = await render(
      <div style={{ width: 380 }}>
        <DataTable aria-label="Đơn hàng" columns={orderColumns} rows={many} paginate={false} height={500} />
      </div>,
    );
    await expect.element(screen.getByRole('list', { name: 'Đơn hàng' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Đơn hàng' }).element() as HTMLElement;
    region.scrollTop = region.scrollHeight / 2;
    await expect.poll(() => screen.container.querySelector('li[aria-posinset="1"]')).toBeNull();
    await expect.poll(() => region.scrollTop).toBeGreaterThan(1000);
    const cards = [...screen.container.querySelectorAll('li')];
    expect(cards.length).toBeGreaterThan(1);
    for (const [i, card] of cards.entries()) {
      expect(card.getAttribute('style')).toBeNull();
      const next = cards[i + 1];
      if (!next) continue;
      expect(Number(next.getAttribute('aria-posinset'))).toBe(Number(card.getAttribute('aria-posinset')) + 1);
      expect(Math.abs(next.getBoundingClientRect().top - card.getBoundingClientRect().bottom)).toBeLessThan(
        1,
      );
    }
    // The cards in view are the ones at the scroll position.
    const scrollerTop = region.getBoundingClientRect().top;
    expect(cards.some((card) => Math.abs(card.getBoundingClientRect().top - scrollerTop) < 300)).toBe(true);
  });
});

describe('DataTable accessibility', () => {
  const themes: ThemeName[] = ['light', 'dark', 'semi-dark'];
  for (const theme of themes) {
    it(`has no axe violations in the ${theme} theme (sorted, selected, expanded, totals, pinned)`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <DataTable
            aria-label="Đơn hàng"
            columns={orderColumns}
            rows={orders}
            selectionMode="multiple"
            defaultSelectedKeys={['o2']}
            defaultState={{ sortKey: 'amount', sortType: 'desc' }}
            settings={{ pinned: { code: 'left', amount: 'right' } }}
            renderExpanded={(row: OrderRow) => <p>Chi tiết {row.code}</p>}
          />
        </ThemeRoot>,
      );
      await screen
        .getByRole('button', { name: /^Mở rộng dòng/ })
        .first()
        .click();
      await expect.element(screen.getByText(/^Chi tiết HD/)).toBeVisible();
      const result = await axe.run(screen.container);
      expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});
