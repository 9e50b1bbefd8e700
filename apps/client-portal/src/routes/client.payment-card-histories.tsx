import { createFileRoute } from '@tanstack/react-router';
import { CardHistory } from '../modules/account/CardHistory';

export const Route = createFileRoute('/client/payment-card-histories')({ component: CardHistory });
