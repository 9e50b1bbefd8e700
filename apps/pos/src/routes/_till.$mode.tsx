import { lazy } from 'react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { Register } from '../modules/till/Register';
import { readCatalogueSearch } from '../modules/till/catalogue';
import { isTillMode } from '../modules/till/modes';
import { isPlaceMode } from '../modules/places/place-kinds';

// The restaurant and room tills (their boards, orders kept on the server, live updates) load on their own.
const PlaceScreens = lazy(() =>
  import('../modules/places/PlaceScreens').then((m) => ({ default: m.PlaceScreens })),
);

const ServingScreen = lazy(() =>
  import('../modules/serving/ServingScreen').then((m) => ({ default: m.ServingScreen })),
);

/** One till: the retail register, meal tickets, or the board and orders of tables and rooms. */
const Till = () => {
  const { mode } = Route.useParams();
  if (isPlaceMode(mode)) return <PlaceScreens />;
  return mode === 'serving' ? <ServingScreen /> : <Register />;
};

export const Route = createFileRoute('/_till/$mode')({
  validateSearch: readCatalogueSearch,
  beforeLoad: ({ params }) => {
    if (!isTillMode(params.mode)) throw notFound();
  },
  // The catalogue is the device's (modules/catalogue): nothing to fetch before the till opens.
  component: Till,
});
