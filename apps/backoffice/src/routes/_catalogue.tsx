import { createFileRoute } from '@tanstack/react-router';

/**
 * The resource declarations' pages (lists, reports, new/view/edit/print): a pathless layout whose children are
 * made from the generated route manifest (`modules/catalogue/routes`), added in router.tsx.
 */
export const Route = createFileRoute('/_catalogue')({});
