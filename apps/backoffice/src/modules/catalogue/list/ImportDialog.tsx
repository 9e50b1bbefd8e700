import { useState } from 'react';
import { catalogueKeys } from '../form/paths';
import type { CSSProperties } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Dialog, FileUpload, Spinner, vars } from '@sen/ui';
import type { Resource } from '@sen/domain/resources';
import { useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { failureText } from '../../auth/errors';
import { notify } from '../../notify/notify';
import type { LabelLocale } from '../fields/labelLocale';
import {
  dryRunImport,
  isSpreadsheet,
  readCsv,
  readXlsx,
  runImport,
  type ImportFailure,
  type ImportReport,
} from './importRows';

type Step =
  | { step: 'pick' }
  | { step: 'reading' }
  | { step: 'report'; report: ImportReport }
  | { step: 'importing'; report: ImportReport; done: number }
  | { step: 'done'; report: ImportReport; imported: number; failures: ImportFailure[] };

export type ImportDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  resource: Resource;
  title: string;
  locale: LabelLocale;
};

const list: CSSProperties = { display: 'grid', gap: vars.space.sm };
const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm };
const cell: CSSProperties = {
  borderBottom: `1px solid ${vars.color.border}`,
  padding: '4px 8px',
  textAlign: 'left',
};
const scroll: CSSProperties = { maxHeight: 280, overflow: 'auto' };

/**
 * Import from a CSV or XLSX file: the file is read and every row checked against the resource's input schema
 * first (a dry run: the number of valid rows and each row error with its row number and message); nothing is
 * sent until the user imports the valid rows, one POST each, with progress and the server's refusals listed.
 */
export function ImportDialog({ isOpen, onClose, resource, title, locale }: ImportDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ step: 'pick' });
  const [readError, setReadError] = useState<string | null>(null);

  const close = () => {
    setStep({ step: 'pick' });
    setReadError(null);
    onClose();
  };

  const read = async (file: File) => {
    setReadError(null);
    setStep({ step: 'reading' });
    try {
      const cells = isSpreadsheet(file) ? await readXlsx(file) : await readCsv(await file.text());
      const report = dryRunImport(cells, resource.fields, resource.inputSchema, {
        required: t('catalogue.list.required'),
        invalidValue: t('catalogue.list.invalidValue'),
        locale,
      });
      if (report.total === 0) {
        setReadError(t('catalogue.list.importNoRows'));
        setStep({ step: 'pick' });
        return;
      }
      setStep({ step: 'report', report });
    } catch (error) {
      setReadError(`${t('catalogue.list.importReadFailed')}: ${failureText(error, t)}`);
      setStep({ step: 'pick' });
    }
  };

  const importValid = async (report: ImportReport) => {
    setStep({ step: 'importing', report, done: 0 });
    const result = await runImport(report.valid, (record) => api.post(`/${resource.path}`, record), {
      onProgress: (done) => setStep({ step: 'importing', report, done }),
      messageOf: (error) => failureText(error, t),
    });
    await queryClient.invalidateQueries({ queryKey: catalogueKeys.all(resource.name) });
    setStep({ step: 'done', report, ...result });
    if (result.failures.length === 0)
      notify('success', t('catalogue.list.importDone', { ok: result.imported }));
    else
      notify(
        'failure',
        t('catalogue.list.importPartly', { ok: result.imported, failed: result.failures.length }),
      );
  };

  const fieldLabel = (name: string | undefined) =>
    name ? (resource.fields[name]?.label[locale] ?? name) : '';

  const footer = (() => {
    switch (step.step) {
      case 'report':
        return (
          <>
            <Button variant="secondary" onPress={close}>
              {t('catalogue.list.cancel')}
            </Button>
            <Button isDisabled={step.report.valid.length === 0} onPress={() => void importValid(step.report)}>
              {t('catalogue.list.importRun', { count: step.report.valid.length })}
            </Button>
          </>
        );
      case 'importing':
        return null;
      default:
        return (
          <Button variant="secondary" onPress={close}>
            {t('catalogue.list.close')}
          </Button>
        );
    }
  })();

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && step.step !== 'importing') close();
      }}
      title={t('catalogue.list.importTitle', { title })}
      size="lg"
      isDismissable={step.step !== 'importing'}
      closeLabel={t('catalogue.list.close')}
      footer={footer}
    >
      <div style={list}>
        {step.step === 'pick' && (
          <>
            <p>{t('catalogue.list.importHint')}</p>
            <FileUpload
              label={t('catalogue.list.importFile')}
              accept={['.csv', '.xlsx']}
              allowsMultiple={false}
              value={[]}
              onChange={(files) => {
                const file = files[0];
                if (file) void read(file);
              }}
            />
            {readError && <Alert tone="danger">{readError}</Alert>}
          </>
        )}
        {step.step === 'reading' && <Spinner label={t('catalogue.list.importReading')} />}
        {step.step !== 'pick' && step.step !== 'reading' && (
          <ImportSummary report={step.report} fieldLabel={fieldLabel} />
        )}
        {step.step === 'importing' && (
          <label style={list}>
            {t('catalogue.list.importing', { done: step.done, total: step.report.valid.length })}
            <progress value={step.done} max={step.report.valid.length} />
          </label>
        )}
        {step.step === 'done' && (
          <>
            <Alert tone={step.failures.length === 0 ? 'success' : 'warning'}>
              {step.failures.length === 0
                ? t('catalogue.list.importDone', { ok: step.imported })
                : t('catalogue.list.importPartly', { ok: step.imported, failed: step.failures.length })}
            </Alert>
            {step.failures.length > 0 && (
              <IssueTable
                caption={t('catalogue.list.importServerErrors')}
                rows={step.failures.map((f) => ({ row: f.row, field: '', message: f.message }))}
              />
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

function ImportSummary({
  report,
  fieldLabel,
}: {
  report: ImportReport;
  fieldLabel: (name: string | undefined) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert tone={report.invalidRows.length === 0 ? 'success' : 'warning'}>
        {t('catalogue.list.importSummary', {
          total: report.total,
          valid: report.valid.length,
          invalid: report.invalidRows.length,
        })}
      </Alert>
      {report.unknownColumns.length > 0 && (
        <p>{t('catalogue.list.importUnknownColumns', { columns: report.unknownColumns.join(', ') })}</p>
      )}
      {report.issues.length > 0 && (
        <IssueTable
          caption={t('catalogue.list.importErrorsTitle')}
          rows={report.issues.map((issue) => ({ ...issue, field: fieldLabel(issue.field) }))}
        />
      )}
    </>
  );
}

function IssueTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { row: number; field?: string; message: string }[];
}) {
  const { t } = useTranslation();
  return (
    <div style={scroll}>
      <table style={table}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
        <thead>
          <tr>
            <th style={cell}>{t('catalogue.list.importRowHeader')}</th>
            <th style={cell}>{t('catalogue.list.importField')}</th>
            <th style={cell}>{t('catalogue.list.importMessage')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((issue, index) => (
            <tr key={`${issue.row}-${index}`}>
              <td style={cell}>{t('catalogue.list.importRow', { row: issue.row })}</td>
              <td style={cell}>{issue.field}</td>
              <td style={cell}>{issue.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
