import { adminAccountScreen } from '../components/admin/admin-screens.ts';
import { AccountPage } from '../features/admin/account/account-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminAccountScreen.name,
    description: 'Your open sessions: browser, address, last seen.',
    noIndex: true,
  });

export default function AdminAccountRoute() {
  return <AccountPage />;
}
