import { adminScreenName } from '../components/admin/admin-screens.ts';
import { StaffPage } from '../features/admin/staff/staff-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('staff'),
    description: 'Staff: invite, change roles, remove, and end sessions.',
    noIndex: true,
  });

export default function AdminStaffRoute() {
  return <StaffPage />;
}
