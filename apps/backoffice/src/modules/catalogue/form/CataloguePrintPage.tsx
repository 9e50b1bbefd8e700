import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import {
  Button,
  EmptyState,
  PrintVoucher,
  Receipt,
  SegmentedControl,
  Spinner,
  pageCss,
  paperMargin,
  papers,
  printInFrame,
  type PaperSize,
} from '@sen/ui';
import { printDocumentOf, type LinesField, type Resource } from '@sen/domain/resources';
import { useAuthState, useServices } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { useLabelLocale } from '../fields';
import { useLookupNames } from '../fields/useLookupNames';
import { catalogueKeys, recordPaths } from './paths';
import { printDataOf } from './printData';
import { readPaper, writePaper } from './printPaper';
import * as styles from './form.styles';

export type CataloguePrintPageProps = { resource: Resource; id: string };

/** With Ctrl+P too, only the document goes to paper, on the chosen paper: the frame, menus and buttons stay. */
const printCss = (paper: PaperSize, heightPx: number) => `
@media print {
  body * { visibility: hidden !important; }
  [data-print-area], [data-print-area] * { visibility: visible !important; }
  [data-print-area] { position: absolute; left: 0; top: 0; margin: 0 !important; padding: 0 !important;
    box-shadow: none !important; background: #fff; }
  [data-no-print] { display: none !important; }
}
${pageCss(paper, heightPx)}
`;

const noRows: readonly Record<string, unknown>[] = [];

/**
 * The print page of a record: its print layout (`resource.printLayout`: names for codes, the columns a customer
 * reads, the voucher's totals and the amount in words) on A4 or A5 paper, or as an 80 mm receipt, chosen here and
 * remembered per resource. The preview is the paper; Print prints it from a hidden frame, and Ctrl+P prints the
 * same thing.
 */
export function CataloguePrintPage({ resource, id }: CataloguePrintPageProps) {
  const { api } = useServices();
  const { branches, user } = useAuthState();
  const { t } = useTranslation();
  const locale = useLabelLocale();
  const router = useRouter();
  const [paper, setPaper] = useState<PaperSize>(() => readPaper(resource.name, user?.user_name));
  const area = useRef<HTMLDivElement>(null);
  const [heightPx, setHeightPx] = useState(0);
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

  // Lookups the record keeps no name of (a payment type, a warehouse, a unit): their names, asked for once.
  const record = print.data?.record;
  const rows = useMemo(() => (record ? [record] : noRows), [record]);
  const headerLookups = useMemo(
    () =>
      resource.printLayout.header
        .map((h) => h.field)
        .filter((name) => resource.fields[name]?.type === 'lookup'),
    [resource],
  );
  const linesField = resource.linesField ? (resource.fields[resource.linesField] as LinesField) : undefined;
  const lines = useMemo(
    () =>
      record && resource.linesField && Array.isArray(record[resource.linesField])
        ? (record[resource.linesField] as Record<string, unknown>[])
        : noRows,
    [record, resource.linesField],
  );
  const lineLookups = useMemo(
    () =>
      resource.printLayout.columns
        .map((c) => c.field)
        .filter((name) => linesField?.fields[name]?.type === 'lookup'),
    [resource, linesField],
  );
  const headerName = useLookupNames(rows, headerLookups, resource.fields);
  const lineName = useLookupNames(lines, lineLookups, linesField?.fields ?? {});

  const document = useMemo(() => {
    if (!print.data) return null;
    return printDocumentOf(resource, print.data.record, print.data.branch, {
      locale,
      nameOf: (name, value) => {
        const headerField = resource.fields[name];
        const lineField = linesField?.fields[name];
        if (lineLookups.includes(name) && lineField) return lineName(lineField, value);
        return headerField ? headerName(headerField, value) : undefined;
      },
    });
  }, [print.data, resource, locale, linesField, lineLookups, lineName, headerName]);

  // A receipt's page is as long as the receipt: measured, for Ctrl+P as for Print.
  useEffect(() => {
    const element = area.current?.firstElementChild;
    if (element) setHeightPx(element.getBoundingClientRect().height);
  }, [document, paper]);

  if (print.isPending) return <Spinner label={t('catalogue.form.loading')} />;
  if (print.isError || !document)
    return (
      <EmptyState
        title={t('catalogue.form.loadFailed')}
        action={<Button onPress={() => void print.refetch()}>{t('catalogue.form.retry')}</Button>}
      />
    );
  const choose = (next: PaperSize) => {
    setPaper(next);
    writePaper(resource.name, user?.user_name, next);
  };
  const signatures = resource.voucher
    ? undefined
    : [t('catalogue.form.printPage.preparedBy'), t('catalogue.form.printPage.director')];
  const sheet = papers[paper];

  return (
    <div style={styles.page}>
      <style>{printCss(paper, heightPx)}</style>
      <div style={styles.toolbar} data-no-print="">
        <Button
          variant="secondary"
          onPress={() => void router.navigate({ href: recordPaths(resource.route).view(id) })}
        >
          {t('catalogue.form.printPage.back')}
        </Button>
        <SegmentedControl
          aria-label={t('catalogue.form.printPage.paper')}
          value={paper}
          onChange={choose}
          options={[
            { value: 'A4', label: t('catalogue.form.printPage.a4') },
            { value: 'A5', label: t('catalogue.form.printPage.a5') },
            { value: '80mm', label: t('catalogue.form.printPage.receipt') },
          ]}
        />
        <div style={styles.toolbarEnd}>
          <Button
            onPress={() => {
              const element = area.current?.firstElementChild;
              if (element instanceof HTMLElement)
                printInFrame(element, paper, { title: `${document.title} ${document.number}`, lang: locale });
            }}
          >
            {t('catalogue.form.printPage.print')}
          </Button>
        </div>
      </div>
      <div style={{ overflowX: 'auto', padding: '16px 0' }} data-print-preview="">
        {/* The sheet: the paper's width, its margins as padding. */}
        <div
          data-print-area=""
          data-paper={paper}
          ref={area}
          style={{
            width: 'fit-content',
            margin: '0 auto',
            padding: paperMargin(paper),
            minHeight: sheet.height ? `${sheet.height}mm` : undefined,
            boxSizing: 'border-box',
            background: '#fff',
            color: '#000',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
          }}
        >
          {paper === '80mm' ? (
            <Receipt document={document} />
          ) : (
            <PrintVoucher
              document={document}
              paper={paper}
              strings={signatures ? { signatures } : undefined}
            />
          )}
        </div>
      </div>
    </div>
  );
}
