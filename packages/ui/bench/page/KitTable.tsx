import { DataTable } from '@sen/ui';
import type { DataTableColumn } from '@sen/ui';
import { PAGE_SIZE_OPTIONS } from '@sen/domain';
import { columns } from './rows';
import type { BenchRow } from './rows';

const kitColumns: readonly DataTableColumn<BenchRow>[] = columns.map((column) => ({
  id: column.key,
  header: column.header,
  accessor: (row: BenchRow) => row[column.key as keyof BenchRow],
  cell: column.text,
  numeric: column.numeric,
}));

/**
 * The kit's DataTable in client mode with every row on one page: a page of `rows.length` when that is a page-size
 * option (1,000), otherwise unpaged (`paginate={false}`), in a body as tall as the plain table's scroller.
 */
export function KitTable({ rows }: { rows: readonly BenchRow[] }) {
  const onePage = (PAGE_SIZE_OPTIONS as readonly number[]).includes(rows.length);
  return (
    <DataTable
      aria-label="Khách hàng"
      columns={kitColumns}
      rows={rows}
      height={600}
      paginate={onePage}
      defaultState={onePage ? { pageSize: rows.length } : undefined}
    />
  );
}
