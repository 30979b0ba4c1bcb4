import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Manual delivery',
    description: 'Deliver an art package to a customer who paid but received nothing.',
    noIndex: true,
  });

export default function AdminManualDeliveryPage() {
  return (
    <PageIntro
      title={'Manual art delivery'}
      lead={'Deliver an art package to a customer who paid but received nothing.'}
    />
  );
}
