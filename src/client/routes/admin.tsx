import { AdminHomePage } from '../features/admin/home/admin-home-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Admin',
    description: 'Staff screens for orders, files and messages.',
    noIndex: true,
  });

export default function AdminRoute() {
  return <AdminHomePage />;
}
