import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SalesReport } from '../../../../shared/admin/sales.ts';
import { formatUsd, formatUsdShort } from '../../../../shared/money.ts';
import { formatSalesPeriod } from '../../../lib/dates.ts';

/*
 * The charts, in a module of their own: the sales screen loads it (and recharts with it) lazily,
 * so no other page, admin or public, downloads chart code. Colours are the theme's variables, so
 * light and dark both read. Each chart is a picture for the eye only: the screen gives the same
 * figures as text and a table beside it (sales-page.tsx).
 */

const axis = { stroke: 'var(--muted-foreground)', fontSize: 12 };
const tooltip = {
  contentStyle: {
    background: 'var(--card)',
    border: '1px solid var(--border)',
    color: 'var(--card-foreground)',
  },
};

function periodRows(report: SalesReport) {
  return report.series.map((period) => ({
    ...period,
    label: formatSalesPeriod(period.period, report.interval),
  }));
}

/** Revenue per period, net of refunds, the bot's and the art's stacked. */
export function RevenueChart({ report }: { report: SalesReport }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={periodRows(report)} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axis} stroke="var(--border)" minTickGap={12} />
        <YAxis tick={axis} stroke="var(--border)" width={56} tickFormatter={formatUsdShort} />
        <Tooltip {...tooltip} formatter={(value) => formatUsd(Number(value))} />
        <Legend />
        <Bar dataKey="botRevenueCents" name="Bot" stackId="revenue" fill="var(--primary)" />
        <Bar dataKey="artRevenueCents" name="Art" stackId="revenue" fill="var(--accent)" />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Completed orders per period, the bot's and the art's apart. */
export function OrdersChart({ report }: { report: SalesReport }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={periodRows(report)} accessibilityLayer={false}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={axis} stroke="var(--border)" minTickGap={12} />
        <YAxis tick={axis} stroke="var(--border)" width={40} allowDecimals={false} />
        <Tooltip {...tooltip} />
        <Legend />
        <Line dataKey="botOrders" name="Bot" stroke="var(--primary)" strokeWidth={2} dot={false} />
        <Line dataKey="artOrders" name="Art" stroke="var(--accent)" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Checkout started → paid → downloaded → activated, as bars from the top. */
export function FunnelChart({ steps }: { steps: { step: string; orders: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={200}>
      <BarChart data={steps} layout="vertical" accessibilityLayer={false}>
        <XAxis type="number" tick={axis} stroke="var(--border)" allowDecimals={false} />
        <YAxis type="category" dataKey="step" tick={axis} stroke="var(--border)" width={110} />
        <Tooltip {...tooltip} />
        <Bar dataKey="orders" name="Orders" fill="var(--primary)" />
      </BarChart>
    </ResponsiveContainer>
  );
}
