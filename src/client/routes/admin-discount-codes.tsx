import { adminScreenName } from '../components/admin/admin-screens.ts';
import { DiscountCodesPage } from '../features/admin/discount-codes/discount-codes-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('discountCodes'),
    description: 'Discount codes: create, edit and pause them, with their uses taken and left.',
    noIndex: true,
  });

export default function AdminDiscountCodesRoute() {
  return <DiscountCodesPage />;
}
