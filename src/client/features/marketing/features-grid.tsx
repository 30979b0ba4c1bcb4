import { Check } from 'lucide-react';
import { ContentIcon } from '../../components/content-icon.tsx';
import { features } from '../../content/site/features.ts';

/** The six features; `detailed` adds each one's five bullet points (the /features page). */
export function FeaturesGrid({ detailed = false, limit }: { detailed?: boolean; limit?: number }) {
  return (
    <ul
      className={`mt-12 grid gap-6 ${detailed ? 'lg:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
    >
      {features.slice(0, limit).map((feature) => (
        <li
          key={feature.id}
          id={detailed ? feature.id : undefined}
          className="rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <ContentIcon name={feature.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{feature.description}</p>
          {detailed ? (
            <ul className="mt-4 grid gap-2 text-sm">
              {feature.bulletPoints.map((point) => (
                <li key={point} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
