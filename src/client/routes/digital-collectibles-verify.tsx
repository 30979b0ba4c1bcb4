import { useParams } from 'react-router';
import { VerifyPage } from '../features/art/verify-page.tsx';
import { QueryProvider } from '../lib/query-provider.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Verify a certificate',
    description: 'Check whether a Cryptomaton certificate of authenticity is genuine.',
    noIndex: true,
  });

export default function DigitalCollectiblesVerifyRoute() {
  const { code = '' } = useParams();
  return (
    <QueryProvider>
      <VerifyPage code={code} />
    </QueryProvider>
  );
}
