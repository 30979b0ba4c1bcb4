import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageIntro } from '../components/page-intro.tsx';
import { configurationOptions, steps, technicalRequirements } from '../content/site/steps.ts';
import { AtAGlance } from '../features/guides/at-a-glance.tsx';
import { ContentSection } from '../features/guides/content-section.tsx';
import { GuideCallToAction } from '../features/guides/guide-call-to-action.tsx';
import { textLinkClass, textLinkIconClass } from '../features/guides/guide-link.tsx';
import { InfoItemGrid } from '../features/guides/info-item-grid.tsx';
import { StepList } from '../features/guides/step-list.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { siteConfig } from '../../shared/site-config.ts';

const { brand, exchange, messaging } = siteConfig;

export const meta = () =>
  pageMeta({
    path: '/how-it-works',
    title: 'How It Works',
    description: `From download to your first automated ${exchange.name} trade in five steps, with the technical requirements (VPS, Python 3.12, API keys) and everything you can configure in ${brand}.`,
  });

export default function HowItWorksPage() {
  return (
    <>
      <PageIntro
        eyebrow="How It Works"
        title={`How ${brand} works`}
        lead={`Download the package, install Python, add your ${exchange.name} API key and ${messaging.name} bot, deploy to a VPS and let the bot trade. Your keys stay on your machine.`}
      />

      <ContentSection
        id="steps"
        title="Five steps to your first trade"
        lead="Set aside about an hour for the first installation; the setup guide walks you through each step."
      >
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12">
          <StepList steps={steps} />
          <AtAGlance />
        </div>
        <p className="mt-10">
          <Link to="/setup-guide" className={textLinkClass}>
            Follow every step in the setup guide
            <ArrowRight className={textLinkIconClass} aria-hidden="true" />
          </Link>
        </p>
      </ContentSection>

      <ContentSection
        id="requirements"
        muted
        title="Technical requirements"
        lead="What you need before you start."
      >
        <InfoItemGrid items={technicalRequirements} columns={2} />
      </ContentSection>

      <ContentSection
        id="configuration"
        title="Configuration options"
        lead="Everything lives in one config.yaml file, with a comment on every line."
      >
        <InfoItemGrid items={configurationOptions} />
        <p className="mt-10">
          <Link to="/setup-guide#configure" className={textLinkClass}>
            See the sample configuration
            <ArrowRight className={textLinkIconClass} aria-hidden="true" />
          </Link>
        </p>
      </ContentSection>

      <GuideCallToAction secondary={{ to: '/setup-guide', label: 'Read the setup guide' }} />
    </>
  );
}
