import { ArtAdminPage } from '../features/art-admin/art-admin-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Art admin',
    description: 'Create and manage art collections.',
    noIndex: true,
  });

export default function ArtAdminRoute() {
  return <ArtAdminPage />;
}
