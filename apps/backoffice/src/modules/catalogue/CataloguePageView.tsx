import { lazy, Suspense } from 'react';
import { Spinner } from '@sen/ui';
import type { Resource } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import { GenericPage } from '../generic/GenericPage';
import type { CataloguePage } from './pageModel';
import { layoutRegistry, layoutRendererOf } from './layouts';

const CatalogueListPage = lazy(() =>
  import('./list/CatalogueListPage').then((m) => ({ default: m.CatalogueListPage })),
);
const CatalogueReportPage = lazy(() =>
  import('./report/CatalogueReportPage').then((m) => ({ default: m.CatalogueReportPage })),
);
const CatalogueFormPage = lazy(() => import('./form').then((m) => ({ default: m.CatalogueFormPage })));
const CatalogueViewPage = lazy(() => import('./form').then((m) => ({ default: m.CatalogueViewPage })));
const CataloguePrintPage = lazy(() => import('./form').then((m) => ({ default: m.CataloguePrintPage })));
// A customer's page is their whole story (Customer 360), not a copy of the form.
const Customer360Page = lazy(() =>
  import('../customer360/Customer360Page').then((m) => ({ default: m.Customer360Page })),
);

export type CataloguePageViewProps = {
  page: Exclude<CataloguePage, { page: 'none' }>;
  resourceNamed: (name: string) => Resource | undefined;
};

/** Renders a catalogue page (each kind of page is a chunk of its own, loaded on first use). */
export function CataloguePageView({ page, resourceNamed }: CataloguePageViewProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      {(() => {
        switch (page.page) {
          case 'list': {
            const resource = page.entry.kind === 'view' ? resourceNamed(page.entry.resource) : page.entry;
            if (!resource) return <GenericPage />;
            // A view is laid out by the renderer of its declared layout (a board...); else the data table.
            const renderer = layoutRendererOf(layoutRegistry, page.entry);
            if (renderer.kind === 'own' && page.entry.kind === 'view') {
              const Layout = renderer.component;
              return <Layout key={page.entry.route} entry={page.entry} resource={resource} />;
            }
            return <CatalogueListPage entry={page.entry} resource={resource} approve={page.approve} />;
          }
          case 'report': {
            const source = resourceNamed(page.entry.source);
            return source ? <CatalogueReportPage report={page.entry} source={source} /> : <GenericPage />;
          }
          case 'new':
            return (
              <CatalogueFormPage key={`${page.resource.route}/new`} resource={page.resource} mode="new" />
            );
          case 'edit':
            return (
              <CatalogueFormPage
                key={`${page.resource.route}/${page.id}/edit`}
                resource={page.resource}
                mode="edit"
                id={page.id}
              />
            );
          case 'view':
            return page.resource.name === 'partners' ? (
              <Customer360Page key={page.id} resource={page.resource} id={page.id} />
            ) : (
              <CatalogueViewPage key={page.id} resource={page.resource} id={page.id} />
            );
          case 'print':
            return <CataloguePrintPage key={page.id} resource={page.resource} id={page.id} />;
        }
      })()}
    </Suspense>
  );
}
