import { useState } from 'react';
import type { QueryParams } from '@sen/api';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { notify } from '../../notify/notify';
import {
  downloadBlob,
  EXPORT_MAX_ROWS,
  exportFileName,
  exportTableOf,
  fetchAllRows,
  toCsv,
  toXlsx,
  type ExportColumn,
  type ListPage,
} from './exportRows';
import type { LabelLocale } from '../fields/labelLocale';

/** The progress of a running export: rows fetched of those wanted. */
export type ExportProgress = { done: number; total: number } | null;

/**
 * Exports the current view of a list (the same query, every page, at most EXPORT_MAX_ROWS rows) to CSV or
 * XLSX, with progress, and offers the file for download.
 */
export function useExport(options: {
  listPath: string;
  query: QueryParams;
  columns: readonly ExportColumn[];
  name: string;
  locale: LabelLocale;
  /** Extra rows after the data (a report's totals row). */
  footer?: () => (string | number | null)[] | undefined;
}) {
  const { api } = useServices();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress>(null);
  const run = async (format: 'csv' | 'xlsx') => {
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, capped } = await fetchAllRows(
        (pageIndex, pageSize) =>
          api.get<ListPage>(options.listPath, { ...options.query, pageIndex, pageSize }),
        { onProgress: (done, total) => setProgress({ done, total }) },
      );
      const table = exportTableOf(options.columns, rows, options.locale);
      const footer = options.footer?.();
      if (footer) table.push(footer);
      const blob =
        format === 'csv'
          ? new Blob([await toCsv(table)], { type: 'text/csv;charset=utf-8' })
          : await toXlsx(table, options.name);
      downloadBlob(blob, exportFileName(options.name, format));
      notify(
        'success',
        capped
          ? t('catalogue.list.exportCapped', { count: rows.length, max: EXPORT_MAX_ROWS })
          : t('catalogue.list.exported', { count: rows.length }),
      );
    } catch (error) {
      notify('failure', `${t('catalogue.list.exportFailed')}: ${failureText(error, t)}`);
    } finally {
      setProgress(null);
    }
  };
  return { progress, run };
}
