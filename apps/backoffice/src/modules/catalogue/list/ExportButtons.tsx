import { Button } from '@sen/ui';
import { useTranslation } from '../../../i18n/react';
import type { ExportProgress } from './useExport';

/** The export of the current view: CSV and XLSX buttons (off while one runs) and its progress. */
export function ExportButtons({
  exporter,
  csvLabel,
  xlsxLabel,
}: {
  exporter: { progress: ExportProgress; run: (format: 'csv' | 'xlsx') => Promise<void> };
  csvLabel: string;
  xlsxLabel: string;
}) {
  const { t } = useTranslation();
  const busy = exporter.progress !== null;
  return (
    <>
      {exporter.progress && (
        <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          {t('catalogue.list.exporting', exporter.progress)}
          <progress value={exporter.progress.done} max={exporter.progress.total || 1} />
        </label>
      )}
      <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => void exporter.run('csv')}>
        {csvLabel}
      </Button>
      <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => void exporter.run('xlsx')}>
        {xlsxLabel}
      </Button>
    </>
  );
}
