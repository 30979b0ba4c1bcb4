import { pageMeta } from '../seo/page-meta.ts';
import { NotFoundContent } from './not-found-content.tsx';

export const meta = () =>
  pageMeta({
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    noIndex: true,
  });

export default function NotFound() {
  return <NotFoundContent />;
}
