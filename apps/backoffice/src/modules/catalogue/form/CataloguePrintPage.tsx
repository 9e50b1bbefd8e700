import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button, EmptyState, Spinner } from '@sen/ui';
import type { LinesField, Resource } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { FieldValue } from '@sen/ui';
import { useLabelLocale } from '../fields';
import { LinesTable } from './LinesTable';
import { catalogueKeys, recordPaths } from './paths';
import { printDataOf } from './printData';
import * as styles from './form.styles';

export type CataloguePrintPageProps = { resource: Resource; id: string };

/** Only the print area goes to paper: the app's frame, menus and buttons stay on screen. */
const printCss = `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; inset: 0; padding: 0; color: #000; background: #fff; }
  [data-no-print] { display: none !important; }
  @page { size: A4; margin: 12mm; }
}
[data-print-area] table { border-collapse: collapse; }
[data-print-area] th, [data-print-area] td { border: 1px solid #999; }
`;

const headerSkip = new Set(['so_ct', 'ngay_ct', 'ma_dvcs', 'ma_ct', 'stt_rec', 'nguoi_duyet', 'ngay_duyet']);

/**
 * The printable layout of one record: the branch's name and address (`GET /{path}/{_id}/print`), the title with
 * number and date, the header fields, the lines with their totals, the amounts, and a signatures row; a Print
 * button calls window.print() and `@media print` keeps only the document.
 */
export function CataloguePrintPage({ resource, id }: CataloguePrintPageProps) {
  const { api } = useServices();
  const { branches } = useAuthState();
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const router = useRouter();
  const print = useQuery({
    queryKey: catalogueKeys.print(resource.name, id),
    queryFn: async ({ signal }) => {
      const path = `/${resource.path}/${encodeURIComponent(id)}`;
      try {
        return printDataOf(await api.get(`${path}/print`, undefined, { signal }), undefined, branches);
      } catch {
        // Without the print route (or its branch), the stored record and the session's branches still print.
        const row = await api.get<Record<string, unknown>>(path, undefined, { signal });
        return printDataOf(undefined, row, branches);
      }
    },
    retry: false,
  });

  if (print.isPending) return <Spinner label={t('catalogue.form.loading')} />;
  if (print.isError || !print.data)
    return (
      <EmptyState
        title={t('catalogue.form.loadFailed')}
        action={<Button onPress={() => void print.refetch()}>{t('catalogue.form.retry')}</Button>}
      />
    );
  const { record, branch } = print.data;
  const fields = resource.fields;
  const inSections = resource.sections.flatMap((s) => s.fields);
  const headerFields = inSections.filter((name) => {
    const field = fields[name];
    return (
      field && field.type !== 'lines' && !headerSkip.has(name) && !(field.readOnly && field.type === 'money')
    );
  });
  const amountFields = inSections.filter((name) => fields[name]?.readOnly && fields[name]?.type === 'money');
  const linesName = resource.linesField;
  const linesField = linesName ? (fields[linesName] as LinesField | undefined) : undefined;
  const day = typeof record.ngay_ct === 'string' ? record.ngay_ct.slice(0, 10).split('-') : [];
  const signatures = resource.voucher
    ? (['preparedBy', 'customer', 'accountant', 'director'] as const)
    : (['preparedBy', 'director'] as const);

  return (
    <div style={styles.page}>
      <style>{printCss}</style>
      <div style={styles.toolbar} data-no-print="">
        <Button
          variant="secondary"
          onPress={() => void router.navigate({ href: recordPaths(resource.route).view(id) })}
        >
          {t('catalogue.form.printPage.back')}
        </Button>
        <div style={styles.toolbarEnd}>
          <Button onPress={() => window.print()}>{t('catalogue.form.printPage.print')}</Button>
        </div>
      </div>
      <article data-print-area="" style={{ background: '#fff', color: '#000', padding: 24, maxWidth: 900 }}>
        <header style={{ marginBottom: 16 }}>
          {branch && (
            <div data-print-branch="">
              <strong>{branch.ten_dvcs || branch.ma_dvcs}</strong>
              {branch.dia_chi && <div>{branch.dia_chi}</div>}
              {branch.dien_thoai && <div>{branch.dien_thoai}</div>}
            </div>
          )}
          <h1 style={{ textAlign: 'center', textTransform: 'uppercase', margin: '16px 0 4px', fontSize: 22 }}>
            {resource.title[locale]}
          </h1>
          {day.length === 3 && (
            <div style={{ textAlign: 'center', fontStyle: 'italic' }}>
              {t('catalogue.form.printPage.dateLine', { day: day[2], month: day[1], year: day[0] })}
            </div>
          )}
          {typeof record.so_ct === 'string' && record.so_ct !== '' && (
            <div style={{ textAlign: 'center' }} data-print-number="">
              {t('catalogue.form.printPage.number', { number: record.so_ct })}
            </div>
          )}
        </header>
        <dl style={{ ...styles.viewList, gridTemplateColumns: 'repeat(2, 1fr)', marginBottom: 16 }}>
          {headerFields.map((name) => {
            const field = fields[name];
            if (!field) return null;
            return (
              <div key={name} style={{ display: 'flex', gap: 8 }}>
                <dt style={{ minWidth: 140 }}>{field.label[locale]}:</dt>
                <dd style={{ margin: 0 }}>
                  <FieldValue field={field} value={record[name]} />
                </dd>
              </div>
            );
          })}
        </dl>
        {linesName && linesField && (
          <LinesTable
            label={linesField.label[locale]}
            fields={linesField.fields}
            lines={Array.isArray(record[linesName]) ? (record[linesName] as Record<string, unknown>[]) : []}
            locale={locale}
          />
        )}
        {amountFields.length > 0 && (
          <dl style={{ margin: '12px 0 0 auto', maxWidth: 360 }} data-print-amounts="">
            {amountFields.map((name) => {
              const field = fields[name];
              if (!field) return null;
              return (
                <div key={name} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
                  <dt>{field.label[locale]}</dt>
                  <dd style={{ margin: 0, ...styles.numberCell, fontWeight: name === 't_tt' ? 700 : 400 }}>
                    <FieldValue field={field} value={record[name]} />
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${signatures.length}, 1fr)`,
            marginTop: 32,
            textAlign: 'center',
          }}
          data-print-signatures=""
        >
          {signatures.map((who) => (
            <div key={who} style={{ minHeight: 110 }}>
              <strong>{t(`catalogue.form.printPage.${who}`)}</strong>
              <div style={{ fontStyle: 'italic', fontSize: 12 }}>
                {t('catalogue.form.printPage.signHint')}
              </div>
            </div>
          ))}
        </div>
      </article>
    </div>
  );
}
