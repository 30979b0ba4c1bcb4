import type { ReactNode } from 'react';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  muted?: boolean;
  /** Below the page's first screen: laid out when a visitor nears it (app.css). */
  belowFirstScreen?: boolean;
  children?: ReactNode;
}

/** A titled band of a content page; `id` makes it a footer/header anchor target. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  muted,
  belowFirstScreen,
  children,
}: SectionProps) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={
        [muted && 'bg-muted/50', belowFirstScreen && 'below-first-screen']
          .filter(Boolean)
          .join(' ') || undefined
      }
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-widest text-primary uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
