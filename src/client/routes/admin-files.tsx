import { adminScreenName } from '../components/admin/admin-screens.ts';
import { FilesPage } from '../features/admin/files/files-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('files'),
    description: 'The files in the customer download package.',
    noIndex: true,
  });

export default function AdminFilesRoute() {
  return <FilesPage />;
}
