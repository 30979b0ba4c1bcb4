import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Files',
    description: 'The files in the customer download package.',
    noIndex: true,
  });

export default function AdminFilesPage() {
  return (
    <PageIntro title={'File management'} lead={'The files in the customer download package.'} />
  );
}
