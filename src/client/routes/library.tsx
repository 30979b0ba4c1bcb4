import { LibraryPage } from '../features/library/library-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Your library',
    description: 'Your Cryptomaton purchases, licence keys, machines and releases.',
    noIndex: true,
  });

export default function LibraryRoute() {
  return (
    <QueryProvider>
      <LibraryPage />
    </QueryProvider>
  );
}
