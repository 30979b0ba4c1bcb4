import { PageIntro } from '../components/page-intro.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({ title: 'Staff sign-in', description: 'Sign in to manage the shop.', noIndex: true });

export default function AdminLoginPage() {
  return <PageIntro title={'Staff sign-in'} lead={'Sign in to manage the shop.'} />;
}
