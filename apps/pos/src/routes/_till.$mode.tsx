import { createFileRoute, notFound } from '@tanstack/react-router';
import { Register } from '../modules/till/Register';
import { isTillMode } from '../modules/till/modes';

export const Route = createFileRoute('/_till/$mode')({
  beforeLoad: ({ params }) => {
    if (!isTillMode(params.mode)) throw notFound();
  },
  component: Register,
});
