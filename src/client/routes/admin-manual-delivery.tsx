import { adminScreenName } from '../components/admin/admin-screens.ts';
import { ManualDeliveryPage } from '../features/admin/manual-delivery/manual-delivery-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { adminAreaHandle } from '../shell/page-area.ts';

export const handle = adminAreaHandle;

export const meta = () =>
  pageMeta({
    title: adminScreenName('manualDelivery'),
    description: 'Deliver an art package to a customer who paid but received nothing.',
    noIndex: true,
  });

export default function AdminManualDeliveryRoute() {
  return <ManualDeliveryPage />;
}
