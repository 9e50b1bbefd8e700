import { createFileRoute } from '@tanstack/react-router';
import { OrderList } from '../modules/orders/OrderList';

export const Route = createFileRoute('/_till/orders/')({ component: OrderList });
