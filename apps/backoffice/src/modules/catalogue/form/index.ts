export { CatalogueFormPage } from './CatalogueFormPage';
export type { CatalogueFormPageProps } from './CatalogueFormPage';
export { CatalogueViewPage } from './CatalogueViewPage';
export type { CatalogueViewPageProps } from './CatalogueViewPage';
export { CataloguePrintPage } from './CataloguePrintPage';
export type { CataloguePrintPageProps } from './CataloguePrintPage';
