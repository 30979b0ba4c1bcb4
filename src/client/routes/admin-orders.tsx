import { adminScreenName } from '../components/admin/admin-screens.ts';
import { OrdersPage } from '../features/admin/home/section-screens.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('orders'),
    description: 'The latest orders and the order search.',
    noIndex: true,
  });

export default function AdminOrdersRoute() {
  return <OrdersPage />;
}
