import { PurchasesPage } from '../features/admin/purchases/purchases-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Purchases', description: 'Algorithm and art purchases.', noIndex: true });

export default function AdminDashboardRoute() {
  return <PurchasesPage />;
}
