import { siteConfig } from '../../shared/site-config.ts';
import { privacyPolicy } from '../content/site/legal/privacy.ts';
import { LegalDocumentView } from '../features/legal/legal-document-view.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: `What ${siteConfig.brand} collects when you buy or contact us, and why, under the Privacy Act 2020. The bot never sends your API keys or any data to our servers.`,
  });

export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />;
}
