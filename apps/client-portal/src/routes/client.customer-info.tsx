import { createFileRoute } from '@tanstack/react-router';
import { CustomerInfo } from '../modules/account/CustomerInfo';

export const Route = createFileRoute('/client/customer-info')({ component: CustomerInfo });
