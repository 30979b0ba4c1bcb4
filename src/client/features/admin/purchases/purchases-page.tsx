import { interfaceLimits } from '../../../../shared/site-config.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import {
  AlertTriangle,
  Bot,
  DollarSign,
  KeyRound,
  Palette,
  RefreshCw,
  Server,
  TicketPercent,
} from 'lucide-react';
import { formatUsd } from '../../../../shared/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { usePurchases } from '../api/purchases.ts';
import { OrderTable } from '../orders/order-table.tsx';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { AdminTabs } from '../../../components/admin/admin-tabs.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { TestEmailButton } from '../ui/test-email-button.tsx';
import { ArtPurchaseActions } from './art-purchase-actions.tsx';
import { OpenDisputes } from './open-disputes.tsx';
import { ResendButton } from './resend-button.tsx';

function Purchases() {
  const purchases = usePurchases();
  const refresh = (failure: string) => {
    void purchases.refetch().then((result) => {
      if (result.isError) {
        toast({ title: failure, description: result.error.message, variant: 'destructive' });
      }
    });
  };
  const data = purchases.data;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" />}
          busy={purchases.isFetching}
          busyLabel="Refreshing..."
          onClick={() => refresh('Failed to fetch orders')}
        >
          Refresh Orders
        </Button>
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" />}
          disabled={purchases.isFetching}
          onClick={() => refresh('Failed to fetch art purchases')}
        >
          Refresh Art
        </Button>
        <TestEmailButton label="Send Test Email" />
      </div>
      {purchases.isError ? <ErrorNote error={purchases.error} what="The purchases" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Total Revenue"
          icon={<DollarSign className="size-5" />}
          value={data ? formatUsd(data.cards.totalRevenueCents) : '…'}
        />
        <StatCard
          label="Algorithm Sales"
          icon={<Bot className="size-5" />}
          value={data?.cards.algorithmSales ?? '…'}
        />
        <StatCard
          label="Art Sales"
          icon={<Palette className="size-5" />}
          value={data?.cards.artSales ?? '…'}
        />
        <StatCard
          label="Issues"
          icon={<AlertTriangle className="size-5" />}
          value={data?.cards.issues ?? '…'}
          note="Paid without a working link, failed delivery, failed mail or a dispute"
        />
        <StatCard
          label="Active Licences"
          icon={<KeyRound className="size-5" />}
          value={data?.cards.activeLicences ?? '…'}
          note="Not ended by a refund, dispute or revoke"
        />
        <StatCard
          label="Machines Seen"
          icon={<Server className="size-5" />}
          value={data?.cards.machinesSeenLast7Days ?? '…'}
          note="Bots that called the licence API in the last 7 days"
        />
        <StatCard
          label="Discounts Given"
          icon={<TicketPercent className="size-5" />}
          value={data ? formatUsd(data.cards.discountCents) : '…'}
          note={data ? `Off ${data.cards.discountedSales} paid orders with a code` : undefined}
        />
      </div>
      {data ? <OpenDisputes disputes={data.disputes} /> : null}
      <AdminTabs
        label="Purchases"
        tabs={[
          {
            value: 'algorithm',
            label: 'Algorithm Purchases',
            content: data ? (
              <OrderTable
                orders={data.algorithmPurchases}
                caption="Algorithm purchases, latest first"
                actions={(order) =>
                  order.actions.includes('resend-receipt') ? <ResendButton order={order} /> : null
                }
              />
            ) : null,
          },
          {
            value: 'art',
            label: 'Art Purchases',
            content: data ? (
              <OrderTable
                orders={data.artPurchases}
                caption="Art purchases, latest first"
                actions={(order) => <ArtPurchaseActions order={order} />}
              />
            ) : null,
          },
        ]}
      />
      <p className="text-xs text-muted-foreground">
        Refreshed every {interfaceLimits.adminRefetchMs / 1000} seconds while this page is open.
      </p>
    </div>
  );
}

/** /admin/dashboard: the purchases dashboard. */
export function PurchasesPage() {
  return (
    <AdminScreen title={adminScreens.purchases.name} lead="Algorithm and art purchases, live.">
      <Purchases />
    </AdminScreen>
  );
}
