import { createFileRoute, notFound } from '@tanstack/react-router';
import { Register } from '../modules/till/Register';
import { readCatalogueSearch } from '../modules/till/catalogue';
import { isTillMode } from '../modules/till/modes';

export const Route = createFileRoute('/_till/$mode')({
  validateSearch: readCatalogueSearch,
  beforeLoad: ({ params }) => {
    if (!isTillMode(params.mode)) throw notFound();
  },
  // The catalogue is the device's (modules/catalogue): nothing to fetch before the till opens.
  component: Register,
});
