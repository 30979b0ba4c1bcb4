import { ContentIcon } from '../../components/content-icon.tsx';
import { indicators } from '../../content/site/indicators.ts';

export function IndicatorsGrid() {
  return (
    <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {indicators.map((indicator) => (
        <li key={indicator.id} className="flex gap-4 rounded-2xl border border-border bg-card p-5">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent/10 text-accent">
            <ContentIcon name={indicator.icon} className="size-6" />
          </span>
          <div>
            <h3 className="font-semibold">
              {indicator.shortName}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                {indicator.fullName}
              </span>
            </h3>
            {indicator.settings ? (
              <p className="mt-0.5 text-xs font-medium text-primary">{indicator.settings}</p>
            ) : null}
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{indicator.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
