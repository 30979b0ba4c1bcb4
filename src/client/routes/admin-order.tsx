import { OrderPage } from '../features/admin/orders/order-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Order', description: 'One order and its timeline.', noIndex: true });

export default function AdminOrderRoute() {
  return <OrderPage />;
}
