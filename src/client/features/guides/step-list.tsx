import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Step } from '../../content/site/types.ts';
import { textLinkClass, textLinkIconClass } from './guide-link.tsx';

/** The getting-started steps as a numbered timeline; a step may link to further reading. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-3 pb-8 last:pb-0 sm:gap-6 sm:pb-10">
          {index < steps.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-10 bottom-0 left-5 w-px -translate-x-1/2 bg-border sm:top-12 sm:left-6"
            />
          ) : null}
          <span
            aria-hidden="true"
            className="relative flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-background font-bold text-primary sm:size-12 sm:text-lg"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 rounded-2xl border border-border bg-card p-4 sm:p-6">
            <p className="text-sm font-semibold text-primary">Step {index + 1}</p>
            <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 leading-7 text-muted-foreground">{step.description}</p>
            {step.hasViewMore && step.viewMoreLink && step.viewMoreText ? (
              <Link to={step.viewMoreLink} className={`${textLinkClass} mt-4 inline-block`}>
                {step.viewMoreText}
                <ArrowRight className={textLinkIconClass} aria-hidden="true" />
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
