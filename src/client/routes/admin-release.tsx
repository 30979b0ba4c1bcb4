import { ReleasePage } from '../features/admin/releases/release-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: 'Release details',
    description: 'One release of the bot and its changelog.',
    noIndex: true,
  });

export default function AdminReleaseRoute() {
  return <ReleasePage />;
}
