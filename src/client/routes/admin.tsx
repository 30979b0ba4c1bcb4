import { adminScreenName } from '../components/admin/admin-screens.ts';
import { AdminHomePage } from '../features/admin/home/admin-home-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('dashboard'),
    description: 'Staff screens for orders, files and messages.',
    noIndex: true,
  });

export default function AdminRoute() {
  return <AdminHomePage />;
}
