import { createFileRoute } from '@tanstack/react-router';
import { OrderDetail } from '../modules/orders/OrderDetail';

const OrderPage = () => {
  const { id } = Route.useParams();
  return <OrderDetail key={id} id={id} />;
};

export const Route = createFileRoute('/_till/orders/$id')({ component: OrderPage });
