import { siteConfig } from '../../shared/site-config.ts';
import { softwareLicense } from '../../shared/legal/software-license.ts';
import { LegalDocumentView } from '../features/legal/legal-document-view.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    path: '/license',
    title: 'Software License',
    description: `The ${siteConfig.brand} software license: a lifetime personal license to install, run and modify the bot on machines you control, but not to share or resell it.`,
  });

export default function LicensePage() {
  return <LegalDocumentView document={softwareLicense} />;
}
