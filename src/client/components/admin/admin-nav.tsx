import { NavLink } from 'react-router';
import type { StaffRole } from '../../../shared/admin/staff-roles.ts';
import { navEntriesFor } from './admin-screens.ts';

/**
 * The admin's navigation: a column of full-width links in the phone's menu, a row from `lg` up.
 * Support staff are not shown the owner's screens.
 * NavLink marks the screen shown with aria-current="page"; an order's own page sits under Orders.
 */
export function AdminNav({ onNavigate, role }: { onNavigate?: () => void; role?: StaffRole }) {
  return (
    <nav aria-label="Admin" className="min-w-0">
      <ul className="grid gap-1 lg:flex lg:flex-wrap">
        {navEntriesFor(role).map((screen) => (
          <li key={screen.path}>
            <NavLink
              to={screen.path}
              end={screen.path === '/admin'}
              onClick={onNavigate}
              className="flex rounded-lg px-3 py-2.5 text-base font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground aria-[current=page]:shadow-[inset_0_-2px_0_var(--primary)] lg:py-2 lg:text-sm"
            >
              {screen.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
