import { OrderPage } from '../features/admin/orders/order-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({ title: 'Order details', description: 'One order and its timeline.', noIndex: true });

export default function AdminOrderRoute() {
  return <OrderPage />;
}
