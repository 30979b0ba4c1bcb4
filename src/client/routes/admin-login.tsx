import { SignInPage } from '../features/admin/login/sign-in-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({ title: 'Staff sign-in', description: 'Sign in to manage the shop.', noIndex: true });

export default function AdminLoginRoute() {
  return <SignInPage />;
}
