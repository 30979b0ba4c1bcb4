import type { ReactNode } from 'react';

interface ContentSectionProps {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children: ReactNode;
}

/** A full-width page section with an h2 and a lead, like the home page's sections. */
export function ContentSection({ id, title, lead, muted, children }: ContentSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={muted ? 'border-y border-border bg-muted/50' : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
