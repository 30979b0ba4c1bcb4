import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { interfaceLimits } from '../../shared/site-config.ts';
import { earlyControl, menuButtonName } from '../early-controls/early-control.ts';
import { shownWhileHydrating } from '../early-controls/hand-over.ts';
import { shownMenuOpen } from '../early-controls/shown-state.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { headerLinks } from './nav-links.ts';
import { useScrolledPast } from './use-scrolled.ts';
import { Wordmark } from './wordmark.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }, display = 'inline-flex') =>
  `relative ${display} items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground ${
    isActive ? 'text-foreground' : 'text-muted-foreground'
  }`;

function NewBadge({ label }: { label: string }) {
  return (
    <span className="rounded-full bg-primary px-1.5 py-0.5 text-[10px] leading-none font-semibold tracking-wide text-primary-foreground uppercase">
      {label}
    </span>
  );
}

export function Header() {
  const scrolled = useScrolledPast(interfaceLimits.headerScrollThresholdPx);
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any route change (back button included)
  // closes it without an extra render pass. A press before hydration may have opened it already.
  const [openOnPath, setOpenOnPath] = useState<string | null>(() =>
    shownWhileHydrating(shownMenuOpen, false) ? location.pathname : null,
  );
  const menuOpen = openOnPath === location.pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? location.pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOnPath(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const close = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      // Solid once scrolled or while the menu is open; by attributes, which the early controls
      // change too (the menu button's aria-expanded), so the class never depends on state.
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-background/60 backdrop-blur-md transition-[background-color,box-shadow,border-color] duration-200 has-[[aria-controls=mobile-menu][aria-expanded=true]]:border-border has-[[aria-controls=mobile-menu][aria-expanded=true]]:bg-background/95 has-[[aria-controls=mobile-menu][aria-expanded=true]]:shadow-sm data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/95 data-[scrolled=true]:shadow-sm"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Wordmark onNavigate={close} />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
              {'badge' in link ? <NewBadge label={link.badge} /> : null}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <NavLink to="/contact" className={(s) => navLinkClass(s, 'hidden sm:inline-flex')}>
            Contact
          </NavLink>
          <ThemeToggle />
          <Link to="/pricing" className="btn-primary hidden sm:inline-flex">
            Get Started
          </Link>
          <button
            type="button"
            className="group inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted lg:hidden"
            aria-label={menuOpen ? menuButtonName.open : menuButtonName.closed}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            {...earlyControl('menu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {/* Both icons, shown by aria-expanded: the early controls change only attributes. */}
            <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
          </button>
        </div>
      </div>

      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pt-2 pb-6 lg:hidden"
      >
        <ul className="grid gap-1">
          {headerLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={close}
                className={({ isActive }) =>
                  `flex items-center justify-between rounded-lg px-3 py-3 text-base font-medium hover:bg-muted ${
                    isActive ? 'text-foreground' : 'text-muted-foreground'
                  }`
                }
              >
                {'mobileLabel' in link ? link.mobileLabel : link.label}
                {'badge' in link ? <NewBadge label={link.badge} /> : null}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink
              to="/contact"
              onClick={close}
              className="flex rounded-lg px-3 py-3 text-base font-medium text-muted-foreground hover:bg-muted"
            >
              Contact
            </NavLink>
          </li>
        </ul>
        <Link to="/pricing" onClick={close} className="btn-primary mt-4 flex w-full justify-center">
          Get Started
        </Link>
      </nav>
    </header>
  );
}
