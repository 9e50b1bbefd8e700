import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { formatNumber, pageSlice, searchRows, sortRows, foldedSearchIndex } from '@sen/domain';
import { makeOrders, orderColumns } from '../test/tableRows';
import type { OrderRow } from '../test/tableRows';
import { DataTable } from './DataTable';
import { englishDataTableLabels } from './labels';
import type { DataTableState, DataTableUrlAdapter } from './types';

const orders = makeOrders(245);
const noOrders: OrderRow[] = [];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<OrderRow>,
  args: {
    'aria-label': 'Đơn hàng',
    columns: orderColumns,
    rows: orders,
    height: 440,
    onStateChange: fn(),
    onSelectionChange: fn(),
  },
  parameters: { layout: 'padded' },
  // The toolbar's locale switches the table's strings too.
  render: (args, { globals }) => (
    <DataTable {...args} labels={globals.locale === 'en' ? englishDataTableLabels : args.labels} />
  ),
} satisfies Meta<typeof DataTable<OrderRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Client mode: the table sorts, searches and pages the 245 rows itself. */
export const ClientSide: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('sort by a header, ascending then descending', async () => {
      const header = canvas.getByRole('columnheader', { name: 'Khách hàng' });
      await userEvent.click(canvas.getByRole('button', { name: 'Khách hàng' }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(canvas.getByRole('button', { name: 'Khách hàng' }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
    });
    await step('next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
      await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
      await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
    });
    await step('page size 20 goes back to page 1', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Số dòng/ }));
      await userEvent.click(within(document.body).getByRole('option', { name: '20' }));
      await expect(canvas.getByText('1–20 / 245')).toBeInTheDocument();
      await expect(args.onStateChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ pageSize: 20, pageIndex: 0 }),
      );
    });
  },
};

/** The search waits 500 ms after typing, ignores accents and goes back to page 1. */
export const Search: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm' }), 'da nang');
    // Right after typing nothing has been searched yet.
    await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
    const count = orders.filter((o) => o.city === 'Đà Nẵng').length;
    await waitFor(() => expect(canvas.getByText(`1–10 / ${count}`)).toBeInTheDocument(), { timeout: 2000 });
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ searchKey: 'da nang', pageIndex: 0 }),
    );
  },
};

/** Ctrl/Cmd+← / → change the page and F3 focuses the search while focus is in the table. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('region', { name: 'Đơn hàng' }).focus();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{ArrowRight}{/Control}');
    await expect(canvas.getByText('21–30 / 245')).toBeInTheDocument();
    await userEvent.keyboard('{Control>}{ArrowLeft}{/Control}');
    await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
    await userEvent.keyboard('{F3}');
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveFocus();
  },
};

const serverRows = makeOrders(1234);
const serverIndex = foldedSearchIndex(serverRows, (r) => `${r.code} ${r.customer} ${r.city}`);

/** A stand-in for an API: search, sort and page on the "server", after a delay. */
function fetchOrders(state: Partial<DataTableState>): Promise<{ rows: OrderRow[]; total: number }> {
  const found = searchRows(serverRows, serverIndex, state.searchKey);
  const column = orderColumns.find((c) => c.id === state.sortKey);
  const sorted = column?.accessor ? sortRows(found, column.accessor, state.sortType) : found;
  const page = pageSlice(sorted, state.pageIndex ?? 0, state.pageSize ?? 10);
  return new Promise((resolve) => setTimeout(() => resolve({ rows: [...page], total: found.length }), 300));
}

function ServerSideDemo(args: Story['args']) {
  const [state, setState] = useState<Partial<DataTableState>>({ pageIndex: 0, pageSize: 10 });
  const key = JSON.stringify(state);
  const [result, setResult] = useState<{ key: string; rows: OrderRow[]; total: number } | null>(null);
  useEffect(() => {
    let live = true;
    void fetchOrders(JSON.parse(key) as Partial<DataTableState>).then((page) => {
      if (live) setResult({ key, ...page });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <DataTable
      {...args}
      aria-label="Đơn hàng"
      columns={orderColumns}
      mode="server"
      rows={result?.rows ?? noOrders}
      total={result?.total ?? 0}
      isLoading={result?.key !== key}
      state={state}
      onStateChange={(next) => {
        args?.onStateChange?.(next);
        setState(next);
      }}
    />
  );
}

/** Server mode: the table shows the page it is given and asks for another through `onStateChange`. */
export const ServerSide: Story = {
  render: (args) => <ServerSideDemo {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByText('1–10 / 1,234')).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByText('HD00001')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1 }));
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByText('HD00011')).toBeInTheDocument());
    await expect(canvas.getByText('11–20 / 1,234')).toBeInTheDocument();
    await expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy');
  },
};

export const Loading: Story = {
  args: { rows: noOrders, mode: 'server', total: 0, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Đang tải');
  },
};

export const Empty: Story = {
  args: { rows: noOrders },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Không có dữ liệu' })).toBeInTheDocument();
    await expect(canvas.getByText('0–0 / 0')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  args: { rows: noOrders, mode: 'server', total: 0, error: 'Mất kết nối tới máy chủ.', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mất kết nối tới máy chủ.');
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Multiple selection: checkboxes, Shift+click for a range, the header checkbox for the page. */
export const Selection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chọn dòng HD00002' }));
    await userEvent.keyboard('{Shift>}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chọn dòng HD00005' }));
    await userEvent.keyboard('{/Shift}');
    const last = () =>
      [...(((args.onSelectionChange as unknown as Mock).mock.lastCall?.[0] as Set<string>) ?? [])].sort();
    await expect(last()).toEqual(['o2', 'o3', 'o4', 'o5']);
    await expect(canvas.getByRole('checkbox', { name: 'Chọn dòng HD00004' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chọn tất cả dòng của trang' }));
    await expect(last()).toHaveLength(10);
  },
};

/** Single selection: a click on a row selects it. */
export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('HD00003'));
    await expect(canvas.getByRole('radio', { name: 'Chọn dòng HD00003' })).toBeChecked();
  },
};

export const Expandable: Story = {
  args: {
    renderExpanded: (row: OrderRow) => (
      <p style={{ margin: 0 }}>
        Đơn {row.code} của {row.customer}, giao tại {row.city} ngày {row.date}.
      </p>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở rộng dòng HD00001' }));
    await expect(canvas.getByText(/Đơn HD00001 của/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thu gọn dòng HD00001' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Numeric columns are right-aligned; the sticky footer sums the page. */
export const FooterTotals: Story = {
  play: async ({ canvas }) => {
    const total = orders.slice(0, 10).reduce((sum, o) => sum + o.amount, 0);
    await expect(canvas.getByText(formatNumber(total))).toBeInTheDocument();
    await expect(canvas.getByText('Tổng')).toBeInTheDocument();
  },
};

/** Column settings: order, hidden columns, widths and pins (code left, amount right) from the settings form. */
export const PinnedColumns: Story = {
  args: {
    settings: {
      order: ['code', 'customer', 'date', 'city', 'quantity', 'amount'],
      widths: { customer: 360, city: 260, date: 220 },
      pinned: { code: 'left', amount: 'right' },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Mã đơn' })).position).toBe(
      'sticky',
    );
    await expect(getComputedStyle(canvas.getByRole('columnheader', { name: 'Thành tiền' })).position).toBe(
      'sticky',
    );
  },
};

function ManyRows(args: Story['args']) {
  const rows = useMemo(() => makeOrders(100_000), []);
  return <DataTable {...args} aria-label="Đơn hàng" columns={orderColumns} rows={rows} paginate={false} />;
}

/** 100,000 client rows without pages: only the rows in view are in the DOM. */
export const HundredThousandRows: Story = {
  render: (args) => <ManyRows {...args} />,
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByText('1–100,000 / 100,000')).toBeInTheDocument());
    const rendered = canvasElement.querySelectorAll('tbody tr').length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(60);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '100002');
  },
};

/** On phones (below 576 px) each row is a card of label: value pairs. */
export const PhoneCards: Story = {
  args: { selectionMode: 'multiple' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <DataTable {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('list', { name: 'Đơn hàng' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(within(first).getAllByRole('term')[0]).toHaveTextContent('Mã đơn');
    await expect(within(first).getAllByRole('definition')[0]).toHaveTextContent('HD00001');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Chọn dòng HD00001' }));
    await expect(first).toHaveAttribute('data-selected');
  },
};

/** An in-memory stand-in for the router's query string. */
function memoryUrl(initial: string) {
  let query = new URLSearchParams(initial);
  const adapter: DataTableUrlAdapter = {
    read: () => Object.fromEntries(query),
    write: (params) => {
      query = new URLSearchParams(params);
      window.dispatchEvent(new CustomEvent('memory-url', { detail: query.toString() }));
    },
  };
  return adapter;
}

function UrlDemo(args: Story['args']) {
  const [adapter] = useState(() => memoryUrl('pageIndex=1'));
  const [query, setQuery] = useState('pageIndex=1');
  useEffect(() => {
    const listener = (event: Event) => setQuery((event as CustomEvent<string>).detail);
    window.addEventListener('memory-url', listener);
    return () => window.removeEventListener('memory-url', listener);
  }, []);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ margin: 0 }}>
        URL: <output aria-label="URL">?{query}</output>
      </p>
      <DataTable {...args} aria-label="Đơn hàng" columns={orderColumns} rows={orders} urlState={adapter} />
    </div>
  );
}

/** The query (sort, search, page…) lives in the URL through an adapter; the table starts from it. */
export const UrlPersistence: Story = {
  render: (args) => <UrlDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('11–20 / 245')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Thành tiền' }));
    await expect(canvas.getByLabelText('URL')).toHaveTextContent('?sortKey=amount');
    await userEvent.click(canvas.getByRole('button', { name: 'Khách hàng' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Khách hàng' }));
    await expect(canvas.getByLabelText('URL')).toHaveTextContent('?sortKey=customer&sortType=desc');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm' }), 'Lan');
    await waitFor(() =>
      expect(canvas.getByLabelText('URL')).toHaveTextContent('?sortKey=customer&sortType=desc&searchKey=Lan'),
    );
  },
};

/** The 'Cài đặt bảng' form in the toolbar: the saved settings apply at once and go to `onSettingsSave`. */
export const WithSettings: Story = {
  args: { settingsKey: 'sales.orders', onSettingsSave: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cài đặt bảng' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Cài đặt bảng' });
    await userEvent.click(within(dialog).getByText('Thành phố'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(args.onSettingsSave).toHaveBeenCalledWith(
        'sales.orders',
        expect.objectContaining({ hidden: ['city'] }),
      ),
    );
    await waitFor(() => expect(canvas.queryByRole('columnheader', { name: 'Thành phố' })).toBeNull());
  },
};
