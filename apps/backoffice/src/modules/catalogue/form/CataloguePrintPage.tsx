import type { Resource } from '@sen/domain/resources';
import { CatalogueViewPage } from './CatalogueViewPage';

export type CataloguePrintPageProps = { resource: Resource; id: string };

/** The printable layout of one record. */
export function CataloguePrintPage({ resource, id }: CataloguePrintPageProps) {
  return <CatalogueViewPage resource={resource} id={id} />;
}
