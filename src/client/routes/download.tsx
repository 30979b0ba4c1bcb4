import { useParams } from 'react-router';
import { DownloadPage } from '../features/delivery/download-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Your download',
    description: 'Download your Cryptomaton package.',
    noIndex: true,
  });

export default function DownloadRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <DownloadPage token={token} />
    </QueryProvider>
  );
}
