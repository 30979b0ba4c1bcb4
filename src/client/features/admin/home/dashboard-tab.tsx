import { artStorePath } from '../../../../shared/art.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ArrowRight, DollarSign, FileArchive, Mail, ShoppingCart, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../../shared/money.ts';
import { useOverview } from '../api/overview.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { TestEmailButton } from '../ui/test-email-button.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';
import { SystemStatusPanel } from './system-status-panel.tsx';

// Named as the admin navigation names them: one name per screen.
const quickLinks = [
  { to: adminScreens.files.path, label: adminScreens.files.name },
  { to: adminScreens.purchases.path, label: adminScreens.purchases.name },
  { to: adminScreens.manualDelivery.path, label: adminScreens.manualDelivery.name },
  { to: adminScreens.art.path, label: adminScreens.art.name },
  { to: artStorePath, label: 'Digital collectibles store' },
] as const;

/**
 * The Dashboard tab: counts, real revenue, the product price, quick links, system status and
 * payment reconciliation.
 */
export function DashboardTab() {
  const overview = useOverview();
  return (
    <div className="grid gap-6">
      {overview.isError ? <ErrorNote error={overview.error} what="The figures" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Orders"
          icon={<ShoppingCart className="size-5" />}
          value={overview.data?.counts.orders ?? '…'}
          note={overview.data ? `${overview.data.counts.completedOrders} completed` : undefined}
        />
        <StatCard
          label="Products"
          icon={<FileArchive className="size-5" />}
          value={overview.data?.counts.productFiles ?? '…'}
          note={
            overview.data ? `${overview.data.counts.activeProductFiles} in the package` : undefined
          }
        />
        <StatCard
          label="Messages"
          icon={<Mail className="size-5" />}
          value={overview.data?.counts.messages ?? '…'}
          note={overview.data ? `${overview.data.counts.pendingMessages} pending` : undefined}
        />
        <StatCard
          label="Revenue"
          icon={<DollarSign className="size-5" />}
          value={overview.data ? formatUsd(overview.data.revenueCents) : '…'}
          note={
            overview.data ? (
              <span className="inline-flex items-center gap-1.5">
                <Tag className="size-3.5" aria-hidden="true" />
                Product price: {formatUsd(overview.data.productPriceCents)}
              </span>
            ) : undefined
          }
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="quick-links"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2 id="quick-links" className="text-lg font-semibold">
            Quick links
          </h2>
          <ul className="mt-3 grid gap-2">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between rounded-lg border border-border px-3 py-2.5 text-sm font-medium hover:bg-muted"
                >
                  {link.label}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <TestEmailButton />
          </div>
        </section>
        <SystemStatusPanel />
      </div>
      <ReconciliationPanel />
    </div>
  );
}
