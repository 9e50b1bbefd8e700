import { createFileRoute } from '@tanstack/react-router';
import { EcommercePage } from '../../modules/dashboard/EcommercePage';

export const Route = createFileRoute('/dashboard/ecommerce')({
  component: EcommercePage,
});
