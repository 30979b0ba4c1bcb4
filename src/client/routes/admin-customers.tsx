import { adminScreenName } from '../components/admin/admin-screens.ts';
import { CustomersPage } from '../features/admin/customers/customers-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('customers'),
    description: 'Every buyer by email, with their orders, refunds and messages.',
    noIndex: true,
  });

export default function AdminCustomersRoute() {
  return <CustomersPage />;
}
