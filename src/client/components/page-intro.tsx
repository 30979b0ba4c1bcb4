import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The heading block that opens every content page. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-muted/60 to-background">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{lead}</p>
        {children ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
