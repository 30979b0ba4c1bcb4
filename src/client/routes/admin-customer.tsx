import { CustomerPage } from '../features/admin/customers/customer-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: 'Customer',
    description: "One buyer's orders, messages, mail, downloads and licences.",
    noIndex: true,
  });

export default function AdminCustomerRoute() {
  return <CustomerPage />;
}
