import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Admin',
    description: 'Staff screens for orders, files and messages.',
    noIndex: true,
  });

export default function AdminPage() {
  return (
    <PageIntro
      title={'Shop administration'}
      lead={'Staff screens for orders, files and messages.'}
    />
  );
}
