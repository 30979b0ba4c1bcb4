import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * What the island pages' islands use of React Router, without React Router: the island build maps
 * `react-router` here (scripts/build-islands.ts). No router runs on that first visit, so a link
 * is a plain link and following it (or navigating) loads the next page, which hydrates in full.
 * Only the exports the islands import exist; anything else fails the island build.
 */

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

interface LinkProps extends AnchorProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

export function Link({ to, ...anchor }: LinkProps) {
  return <a {...anchor} href={to} />;
}

interface NavLinkProps extends AnchorProps {
  to: string;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** React Router's NavLink as it renders: `aria-current="page"` and the active class on its page. */
export function NavLink({ to, className, ...anchor }: NavLinkProps) {
  const isActive = isCurrentPath(to);
  return (
    <a
      {...anchor}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      href={to}
    />
  );
}

export function useLocation(): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** Loads a page in full (an object, so a test can watch it: jsdom does not load pages). */
export const pageLoad = { go: (to: string) => window.location.assign(to) };

/**
 * The address's query, read once per render as React Router gives it. Changing it loads the page
 * at the new address: with no router, that is what a new query means.
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  return [
    new URLSearchParams(window.location.search),
    (next) => {
      const query = next.toString();
      pageLoad.go(`${window.location.pathname}${query ? `?${query}` : ''}`);
    },
  ];
}

/** Going to a page loads it (the thank-you page after a payment hydrates in full). */
export function useNavigate(): (to: string) => void {
  return (to) => pageLoad.go(to);
}

/** React Router's rule: the path itself or any path below it (`/blog` is active on `/blog/x`). */
function isCurrentPath(to: string): boolean {
  const current = window.location.pathname;
  return current === to || (to !== '/' && current.startsWith(`${to}/`));
}
