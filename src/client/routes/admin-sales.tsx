import { adminScreenName } from '../components/admin/admin-screens.ts';
import { SalesPage } from '../features/admin/sales/sales-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('sales'),
    description: 'Revenue and orders over time, the funnel, refunds, art and discount codes.',
    noIndex: true,
  });

export default function AdminSalesRoute() {
  return <SalesPage />;
}
