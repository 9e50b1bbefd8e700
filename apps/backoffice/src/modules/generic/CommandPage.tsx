import { use } from 'react';
import { EmptyState } from '@sen/ui';
import { useAuthState } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { localeOf } from '../../i18n';
import { CataloguePageView } from '../catalogue/CataloguePageView';
import { cataloguePageAt } from '../catalogue/pageModel';
import { loadCatalogue } from '../catalogue/loadCatalogue';
import { usePageHeading } from '../layout/usePageHeading';
import { commandTitle } from '../navigation/menu';
import { commandTargetOf } from './commandTarget';

/**
 * A /generic/* or /report/* page, driven by the session's commands: the title and breadcrumb (home, grandparent,
 * parent, current) come from the matched command's titles (the page header); the content is the catalogue
 * entry the command's path names, or an honest empty state naming the command.
 */
export function CommandPage({ path }: { path: string }) {
  const { t, i18n } = useTranslation();
  const { commands } = useAuthState();
  const { title } = usePageHeading();
  const catalogue = use(loadCatalogue());
  const target = commandTargetOf(path, commands, {
    entryOfRoute: catalogue.catalogueEntryOfRoute,
    entries: catalogue.catalogueEntries,
  });
  if (target.entry) {
    const page = cataloguePageAt(catalogue, target.entry.route ?? '', 'list');
    if (page) return <CataloguePageView page={page} resourceNamed={catalogue.resourceNamed} />;
  }
  if (!target.command) {
    return (
      <EmptyState
        title={t('generic.noCommandTitle')}
        description={t('generic.noCommandDescription', { path })}
      />
    );
  }
  const name = commandTitle(target.command, localeOf(i18n)) || title;
  return (
    <EmptyState
      title={t('generic.commandEmptyTitle', { title: name })}
      description={t('generic.commandEmptyDescription', {
        command: target.command.command,
        menuId: target.command.menu_id,
      })}
    />
  );
}
