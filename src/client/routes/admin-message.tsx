import { MessagePage } from '../features/admin/messages/message-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({ title: 'Message', description: 'One message and its replies.', noIndex: true });

export default function AdminMessageRoute() {
  return <MessagePage />;
}
