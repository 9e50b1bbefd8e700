import { createFileRoute } from '@tanstack/react-router';
import { CatalogueRoute } from '../modules/catalogue/CatalogueRoute';

/**
 * Every path without a route file: the catalogue's generic pages and the command-driven /generic/* and
 * /report/* pages (a code-split chunk; the resource catalogue itself loads on first use).
 */
export const Route = createFileRoute('/$')({
  component: CatalogueRoute,
});
