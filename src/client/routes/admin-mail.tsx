import { adminScreenName } from '../components/admin/admin-screens.ts';
import { MailPage } from '../features/admin/home/section-screens.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('mail'),
    description: 'The outbox and unmatched payments.',
    noIndex: true,
  });

export default function AdminMailRoute() {
  return <MailPage />;
}
