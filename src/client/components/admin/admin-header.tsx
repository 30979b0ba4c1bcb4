import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ThemeToggle } from '../../theme/theme-toggle.tsx';
import { Wordmark } from '../../shell/wordmark.tsx';
import type { StaffRole } from '../../../shared/admin/staff-roles.ts';
import { AdminNav } from './admin-nav.tsx';
import { adminScreens } from './admin-screens.ts';

const wide = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/**
 * The admin's own header: the shop's name tagged "Admin", the theme control and, once signed in,
 * the admin navigation and `account` (who is signed in, sign-out). Below `lg` the navigation and
 * the account fold into a menu behind one button; from `lg` up the account sits beside the name
 * and the navigation runs along the bottom. One copy of each, placed by the grid, so nothing is
 * in the page twice.
 */
export function AdminHeader({ account, role }: { account?: ReactNode; role?: StaffRole }) {
  const { pathname } = useLocation();
  // The menu belongs to the screen it was opened on: moving to another closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="border-b border-border bg-background">
      <div
        className={`${wide} grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 lg:grid-cols-[auto_minmax(0,1fr)_auto]`}
      >
        <div className="flex h-16 min-w-0 items-center">
          <Wordmark to={adminScreens.dashboard.path} tag="Admin" />
        </div>
        <div className="col-start-2 row-start-1 flex items-center gap-1 lg:col-start-3">
          <ThemeToggle />
          {account ? (
            <button
              ref={button}
              type="button"
              className="group inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted lg:hidden"
              aria-label={open ? 'Close admin menu' : 'Open admin menu'}
              aria-expanded={open}
              aria-controls="admin-menu"
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
              <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
            </button>
          ) : null}
        </div>
        {account ? (
          <div
            id="admin-menu"
            className={`${open ? 'grid' : 'hidden'} col-span-full gap-4 border-t border-border py-4 lg:contents`}
          >
            <div className="lg:col-span-full lg:row-start-2 lg:pb-3">
              <AdminNav role={role} onNavigate={() => setOpenOn(null)} />
            </div>
            <div className="min-w-0 border-t border-border pt-4 lg:col-start-2 lg:row-start-1 lg:justify-self-end lg:border-0 lg:pt-0">
              {account}
            </div>
          </div>
        ) : null}
      </div>
    </header>
  );
}

/** An admin page: the admin header, then the page in the document's main landmark. */
export function AdminFrame({
  account,
  role,
  children,
}: {
  account?: ReactNode;
  /** The signed-in role: the navigation lists what it may open. */
  role?: StaffRole;
  children: ReactNode;
}) {
  return (
    <>
      <AdminHeader account={account} role={role} />
      <main id="main" tabIndex={-1} className="min-h-[70dvh] outline-none">
        {children}
      </main>
    </>
  );
}
