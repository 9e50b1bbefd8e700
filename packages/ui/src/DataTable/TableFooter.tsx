import { pageCountOf, pageRange } from '@sen/domain';
import { Pagination } from '../Pagination';
import { PageSizePicker } from '../PageSizePicker';
import * as s from './DataTable.css';
import type { DataTableLabels } from './labels';

export type TableFooterProps = {
  pageIndex: number;
  pageSize: number;
  total: number;
  paginate: boolean;
  isDisabled?: boolean;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  labels: DataTableLabels;
};

/** The range shown ("1–10 / 245"), the page size and the page buttons. */
export function TableFooter({
  pageIndex,
  pageSize,
  total,
  paginate,
  isDisabled,
  onPageChange,
  onPageSizeChange,
  labels,
}: TableFooterProps) {
  const { from, to } = pageRange(pageIndex, paginate ? pageSize : Infinity, total);
  return (
    <div className={s.footer}>
      <span className={s.range} data-range="">
        {labels.range(from, to, total)}
      </span>
      {paginate && (
        <>
          <PageSizePicker
            label={labels.pageSize}
            pageSize={pageSize}
            onPageSizeChange={onPageSizeChange}
            isDisabled={isDisabled}
          />
          <div className={s.pagination}>
            <Pagination
              pageIndex={pageIndex}
              pageCount={pageCountOf(total, pageSize)}
              onPageChange={onPageChange}
              isDisabled={isDisabled}
              labels={{ navigation: labels.pagination, previous: labels.previousPage, next: labels.nextPage }}
            />
          </div>
        </>
      )}
    </div>
  );
}
