import { commerce, siteConfig } from '../../shared/site-config.ts';
import { refundPolicy } from '../content/site/legal/refund.ts';
import { LegalDocumentView } from '../features/legal/legal-document-view.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/refund-policy',
    title: 'Refund Policy',
    description: `When you can get a ${siteConfig.brand} refund: non-delivery after ${commerce.refunds.nonDeliveryHours} hours, unresolved technical issues, incompatibility, and refunds processed within ${commerce.refunds.processingBusinessDays} business days.`,
  });

export default function RefundPolicyPage() {
  return <LegalDocumentView document={refundPolicy} />;
}
