import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Art admin',
    description: 'Create and manage art collections.',
    noIndex: true,
  });

export default function ArtAdminPage() {
  return <PageIntro title={'Art admin panel'} lead={'Create and manage art collections.'} />;
}
