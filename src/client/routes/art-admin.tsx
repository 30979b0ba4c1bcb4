import { adminScreenName } from '../components/admin/admin-screens.ts';
import { AdminAccount } from '../features/admin/shell/admin-account.tsx';
import { ArtAdminPage } from '../features/art-admin/art-admin-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('art'),
    description: 'Create and manage art collections.',
    noIndex: true,
  });

export default function ArtAdminRoute() {
  return <ArtAdminPage account={<AdminAccount />} />;
}
