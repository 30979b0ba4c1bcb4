import type { InfoItem } from '../../content/site/types.ts';
import { GuideIcon } from './guide-icon.tsx';

interface InfoItemGridProps {
  items: readonly InfoItem[];
  /** Columns on wide screens. */
  columns?: 2 | 3;
}

/** Titled items with an icon: technical requirements, configuration options. */
export function InfoItemGrid({ items, columns = 3 }: InfoItemGridProps) {
  return (
    <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 rounded-2xl border border-border bg-card p-6">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10">
            <GuideIcon name={item.icon} className="size-5 text-primary" />
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">{item.title}</h3>
              {item.optional ? (
                <span className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                  Optional
                </span>
              ) : null}
            </div>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
