import { siteConfig } from '../../shared/site-config.ts';
import { termsOfService } from '../content/site/legal/terms.ts';
import { LegalDocumentView } from '../features/legal/legal-document-view.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: `Terms for buying and using ${siteConfig.brand}: delivery, your license and consumer rights. Sales are final once the download link is accessed; ${siteConfig.legal.governingLaw} law governs.`,
  });

export default function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />;
}
