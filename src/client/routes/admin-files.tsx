import { FilesPage } from '../features/admin/files/files-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Files',
    description: 'The files in the customer download package.',
    noIndex: true,
  });

export default function AdminFilesRoute() {
  return <FilesPage />;
}
