import { lazy, Suspense } from 'react';
import { Form, useSearchParams } from 'react-router';
import {
  type SalesReport,
  SalesIntervalSchema,
  salesIntervals,
} from '../../../../shared/admin/sales.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { toPercent } from '../../../../shared/percent.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { formatSalesPeriod } from '../../../lib/dates.ts';
import { type SalesFilters, useSales } from '../api/sales.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { StatCard } from '../ui/stat-card.tsx';
import { ChartFigure, FigureTable } from './figure-table.tsx';

// recharts comes with these, in a chunk only this screen asks for.
const RevenueChart = lazy(() =>
  import('./sales-charts.tsx').then((charts) => ({ default: charts.RevenueChart })),
);
const OrdersChart = lazy(() =>
  import('./sales-charts.tsx').then((charts) => ({ default: charts.OrdersChart })),
);
const FunnelChart = lazy(() =>
  import('./sales-charts.tsx').then((charts) => ({ default: charts.FunnelChart })),
);

const intervalNames = { day: 'Day', week: 'Week', month: 'Month' } as const;
const chartSpace = <div className="h-[240px]" />;

function useFilters(): SalesFilters {
  const [params] = useSearchParams();
  const day = (name: string) => {
    const value = params.get(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  return {
    from: day('from'),
    to: day('to'),
    interval: SalesIntervalSchema.safeParse(params.get('interval')).data ?? 'day',
  };
}

function RangeForm({ report }: { report: SalesReport | undefined }) {
  return (
    <Form
      method="get"
      aria-label="Range"
      key={report ? `${report.from}${report.to}${report.interval}` : 'loading'}
      className="grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-4 sm:items-end"
    >
      <FormField label="From">
        <TextInput type="date" name="from" defaultValue={report?.from} />
      </FormField>
      <FormField label="To">
        <TextInput type="date" name="to" defaultValue={report?.to} />
      </FormField>
      <FormField label="Per">
        <SelectInput name="interval" defaultValue={report?.interval ?? 'day'}>
          {salesIntervals.map((interval) => (
            <option key={interval} value={interval}>
              {intervalNames[interval]}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <Button type="submit" className="h-11">
        Show
      </Button>
    </Form>
  );
}

function Totals({ report }: { report: SalesReport }) {
  const { totals } = report;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Revenue"
        value={formatUsd(totals.revenueCents)}
        note={`Bot ${formatUsd(totals.botRevenueCents)} · Art ${formatUsd(totals.artRevenueCents)}`}
      />
      <StatCard
        label="Orders"
        value={totals.orders}
        note={`Bot ${totals.botOrders} · Art ${totals.artOrders}`}
      />
      <StatCard
        label="Refund rate"
        value={`${toPercent(totals.refundRate).toFixed(1)}%`}
        note={`${formatUsd(totals.refundsCents)} given back`}
      />
      <StatCard
        label="Discount codes"
        value={totals.discountedOrders}
        note={`${formatUsd(totals.discountCents)} taken off`}
      />
    </div>
  );
}

function Charts({ report }: { report: SalesReport }) {
  const label = (period: string) => formatSalesPeriod(period, report.interval);
  const best = report.series.reduce(
    (top, period) => (period.revenueCents > top.revenueCents ? period : top),
    report.series[0] ?? { period: report.from, revenueCents: 0 },
  );
  const funnel = [
    { step: 'Checkout started', orders: report.funnel.checkoutsStarted },
    { step: 'Paid', orders: report.funnel.paid },
    { step: 'Downloaded', orders: report.funnel.downloaded },
    { step: 'Activated', orders: report.funnel.activated },
  ];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <ChartFigure
        title="Revenue"
        summary={`${formatUsd(report.totals.revenueCents)} net of refunds over ${report.series.length} ${report.interval}s; the best was ${label(best.period)} with ${formatUsd(best.revenueCents)}.`}
        chart={
          <Suspense fallback={chartSpace}>
            <RevenueChart report={report} />
          </Suspense>
        }
        table={
          <FigureTable
            caption="Revenue per period, net of refunds"
            header={['Period', 'Bot', 'Art', 'Revenue', 'Refunds']}
            rows={report.series.map((p) => [
              label(p.period),
              formatUsd(p.botRevenueCents),
              formatUsd(p.artRevenueCents),
              formatUsd(p.revenueCents),
              formatUsd(p.refundsCents),
            ])}
          />
        }
      />
      <ChartFigure
        title="Orders"
        summary={`${report.totals.orders} completed orders: ${report.totals.botOrders} of the bot and ${report.totals.artOrders} of art.`}
        chart={
          <Suspense fallback={chartSpace}>
            <OrdersChart report={report} />
          </Suspense>
        }
        table={
          <FigureTable
            caption="Completed orders per period"
            header={['Period', 'Bot', 'Art', 'Orders', 'Refunded']}
            rows={report.series.map((p) => [
              label(p.period),
              p.botOrders,
              p.artOrders,
              p.orders,
              p.refundedOrders,
            ])}
          />
        }
      />
      <ChartFigure
        title="From checkout to use"
        summary={`${report.funnel.checkoutsStarted} checkouts started, ${report.funnel.paid} paid, ${report.funnel.downloaded} downloaded, ${report.funnel.activated} bot licences activated.`}
        chart={
          <Suspense fallback={chartSpace}>
            <FunnelChart steps={funnel} />
          </Suspense>
        }
        table={
          <FigureTable
            caption="Orders at each step"
            header={['Step', 'Orders']}
            rows={funnel.map((step) => [step.step, step.orders])}
          />
        }
      />
      <div className="grid min-w-0 grid-cols-1 content-start gap-6">
        <section className="grid gap-2 rounded-xl border border-border bg-card p-4">
          <h2 className="text-lg font-semibold">Top art pieces</h2>
          <FigureTable
            caption="Art pieces by revenue"
            header={['Piece', 'Orders', 'Revenue']}
            rows={report.topArt.map((piece) => [
              piece.name,
              piece.orders,
              formatUsd(piece.revenueCents),
            ])}
          />
        </section>
        <section className="grid gap-2 rounded-xl border border-border bg-card p-4">
          <h2 className="text-lg font-semibold">Discount codes</h2>
          <FigureTable
            caption="Discount codes by use"
            header={['Code', 'Orders', 'Taken off', 'Revenue']}
            rows={report.discountCodes.map((code) => [
              code.code,
              code.orders,
              formatUsd(code.discountCents),
              formatUsd(code.revenueCents),
            ])}
          />
        </section>
      </div>
    </div>
  );
}

function SalesView() {
  const sales = useSales(useFilters());
  return (
    <div className="grid grid-cols-1 gap-6">
      <RangeForm report={sales.data} />
      {sales.isError ? <ErrorNote error={sales.error} what="The sales figures" /> : null}
      {sales.isPending ? <p className="text-sm text-muted-foreground">Loading...</p> : null}
      {sales.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Orders that started checkout from {sales.data.from} to {sales.data.to}, days in{' '}
            {sales.data.timeZone}.
          </p>
          <Totals report={sales.data} />
          <Charts report={sales.data} />
        </>
      ) : null}
    </div>
  );
}

/** /admin/sales: revenue and orders over a range, the funnel, refunds, art and codes. */
export function SalesPage() {
  return (
    <AdminScreen
      title={adminScreens.sales.name}
      lead="Revenue net of refunds, orders, the way from checkout to use, and what sold."
    >
      <SalesView />
    </AdminScreen>
  );
}
