import { CalendarDays } from 'lucide-react';
import { toIsoDate } from './legal-date.ts';

interface LegalHeaderProps {
  title: string;
  updated: string;
}

/** The band that opens a legal page: its h1 and the date of the current revision. */
export function LegalHeader({ title, updated }: LegalHeaderProps) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-muted/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Legal</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          <span>
            Last updated <time dateTime={toIsoDate(updated)}>{updated}</time>
          </span>
        </p>
      </div>
    </header>
  );
}
