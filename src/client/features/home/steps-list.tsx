import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { steps } from '../../content/site/steps.ts';

export function StepsList() {
  return (
    <ol className="mt-12 grid gap-4 md:grid-cols-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-border bg-card p-5">
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
            {index + 1}
          </span>
          <h3 className="mt-4 font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{step.description}</p>
          {step.hasViewMore && step.viewMoreLink ? (
            <Link
              to={step.viewMoreLink}
              className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {step.viewMoreText ?? 'View more'}{' '}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
