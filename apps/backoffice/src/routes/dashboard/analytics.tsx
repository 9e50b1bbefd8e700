import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../modules/dashboard/AnalyticsPage';

export const Route = createFileRoute('/dashboard/analytics')({
  component: AnalyticsPage,
});
