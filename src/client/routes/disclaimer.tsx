import { siteConfig } from '../../shared/site-config.ts';
import { riskDisclaimer } from '../../shared/legal/risk-disclaimer.ts';
import { DisclaimerActions } from '../features/legal/disclaimer-actions.tsx';
import { LegalDocumentView } from '../features/legal/legal-document-view.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/disclaimer',
    title: 'Risk Disclaimer',
    description: `The risks of automated crypto trading with ${siteConfig.brand}: no financial advice, simulated results, software limits and your responsibilities. Read it before you buy.`,
  });

export default function DisclaimerPage() {
  return (
    <LegalDocumentView document={riskDisclaimer}>
      <DisclaimerActions />
    </LegalDocumentView>
  );
}
