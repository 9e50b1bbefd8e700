import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DataTable } from './DataTable';
import { makeOrders, orderColumns } from '../test/tableRows';

const orders = makeOrders(245);

function bodyRows(container: HTMLElement) {
  return [...container.querySelectorAll('tbody tr')] as HTMLTableRowElement[];
}

function firstCells(container: HTMLElement) {
  return bodyRows(container).map((tr) => tr.querySelectorAll('td')[0]?.textContent);
}

describe('DataTable', () => {
  it('shows the first page of client rows with the range in the footer', async () => {
    const screen = await render(<DataTable aria-label="Đơn hàng" columns={orderColumns} rows={orders} />);
    await expect.element(screen.getByRole('table', { name: 'Đơn hàng' })).toBeInTheDocument();
    expect(bodyRows(screen.container)).toHaveLength(10);
    await expect.element(screen.getByText('1–10 / 245')).toBeInTheDocument();
    expect(screen.getByRole('table').element().getAttribute('aria-rowcount')).toBe('247');
    expect(bodyRows(screen.container)[0]?.getAttribute('aria-rowindex')).toBe('2');
  });
});
