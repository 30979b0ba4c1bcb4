import { adminScreenName } from '../components/admin/admin-screens.ts';
import { ReleasesPage } from '../features/admin/releases/releases-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('releases'),
    description: 'Releases of the bot: publish a version, its channel and changelog.',
    noIndex: true,
  });

export default function AdminReleasesRoute() {
  return <ReleasesPage />;
}
