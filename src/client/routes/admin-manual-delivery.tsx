import { ManualDeliveryPage } from '../features/admin/manual-delivery/manual-delivery-page.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Manual delivery',
    description: 'Deliver an art package to a customer who paid but received nothing.',
    noIndex: true,
  });

export default function AdminManualDeliveryRoute() {
  return <ManualDeliveryPage />;
}
