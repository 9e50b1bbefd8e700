import { Suspense, use } from 'react';
import { useLocation } from '@tanstack/react-router';
import { matchRoute } from '@sen/domain';
import { Spinner } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { CommandPage } from '../generic/CommandPage';
import { GenericPage } from '../generic/GenericPage';
import { isDynamicPath } from '../navigation/breadcrumbs';
import { NotFoundRedirect } from '../status/NotFoundRedirect';
import { CataloguePageView } from './CataloguePageView';
import { cataloguePageOf } from './dispatch';
import { loadCatalogue } from './loadCatalogue';

/**
 * Every path without a static route (static routes, the custom screens, keep winning): /generic/* and /report/*
 * are driven by the server's commands; other paths are looked up in the resource catalogue (loaded lazily) and
 * open its list, report, new, view, edit or print page. A declared route the catalogue does not cover yet shows
 * an honest empty state; anything else goes to /error-404.
 */
export function CatalogueRoute() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      {isDynamicPath(pathname) ? <CommandPage path={pathname} /> : <CataloguePath path={pathname} />}
    </Suspense>
  );
}

function CataloguePath({ path }: { path: string }) {
  const catalogue = use(loadCatalogue());
  const page = cataloguePageOf(path, catalogue.catalogueEntryOfRoute, catalogue.resourceNamed);
  if (page.page !== 'none') return <CataloguePageView page={page} resourceNamed={catalogue.resourceNamed} />;
  return matchRoute(path) ? <GenericPage /> : <NotFoundRedirect />;
}
