import type { ReactNode } from 'react';

/** One way of signing in safely (the app, passkeys, recovery codes): a titled card. */
export function FactorCard({
  id,
  title,
  icon,
  badge,
  className,
  children,
}: {
  /** The heading's id, which names the card's region. */
  id: string;
  title: string;
  icon: ReactNode;
  badge?: ReactNode;
  /** Extra classes, e.g. a grid span. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`grid content-start gap-4 rounded-xl border border-border bg-card p-5 ${className ?? ''}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        {badge}
      </div>
      {children}
    </section>
  );
}
