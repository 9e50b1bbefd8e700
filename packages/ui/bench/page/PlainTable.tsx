import { columns } from './rows';
import type { BenchRow } from './rows';

/** The baseline: a plain React `<table>` of every row in a fixed-height scroll container, nothing virtualized. */
export function PlainTable({ rows }: { rows: readonly BenchRow[] }) {
  return (
    <div className="plain-scroller">
      <table className="plain-table" aria-label="Khách hàng">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric={column.numeric}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} data-numeric={column.numeric}>
                  {column.text(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
