import { useId } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '../../shared/site-config.ts';

/**
 * The brand mark: a rising trade line in a rounded square, then the name. The admin's header
 * links it to its own start page and adds a tag ("Admin") after the name.
 */
export function Wordmark({
  onNavigate,
  to = '/',
  tag,
}: {
  onNavigate?: () => void;
  to?: string;
  tag?: string;
}) {
  // Header and footer both draw the mark; each needs its own gradient id.
  const gradientId = useId();
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--brand-from)" />
            <stop offset="1" stopColor="var(--brand-to)" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path
          d="M7 21.5l5.5-5.5 4 4L25 11.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="25" cy="11.5" r="2.2" fill="#fff" />
      </svg>
      <span>{siteConfig.brand}</span>
      {tag ? (
        <span className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold text-foreground">
          {tag}
        </span>
      ) : null}
    </Link>
  );
}
