import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../modules/history/HistoryPage';

export const Route = createFileRoute('/client/history')({ component: HistoryPage });
