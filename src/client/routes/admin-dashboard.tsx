import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Purchases', description: 'Algorithm and art purchases.', noIndex: true });

export default function AdminDashboardPage() {
  return <PageIntro title={'Purchases dashboard'} lead={'Algorithm and art purchases.'} />;
}
