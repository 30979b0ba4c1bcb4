import { adminScreenName } from '../components/admin/admin-screens.ts';
import { MessagesPage } from '../features/admin/home/section-screens.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('messages'),
    description: 'Messages sent through the contact form.',
    noIndex: true,
  });

export default function AdminMessagesRoute() {
  return <MessagesPage />;
}
