import { adminScreenName } from '../components/admin/admin-screens.ts';
import { PurchasesPage } from '../features/admin/purchases/purchases-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('purchases'),
    description: 'Algorithm and art purchases.',
    noIndex: true,
  });

export default function AdminDashboardRoute() {
  return <PurchasesPage />;
}
