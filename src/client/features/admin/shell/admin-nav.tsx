import { NavLink } from 'react-router';

const links = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/dashboard', label: 'Purchases' },
  { to: '/admin/files', label: 'Files' },
  { to: '/admin/manual-delivery', label: 'Manual delivery' },
] as const;

/** The admin area's own navigation, under the site header. */
export function AdminNav() {
  return (
    <nav aria-label="Admin">
      <ul className="-mx-1 flex flex-wrap gap-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className="inline-flex rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground aria-[current=page]:bg-muted aria-[current=page]:text-foreground"
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
