import { interfaceLimits } from '../../../../shared/site-config.ts';
import { useState } from 'react';
import { type OrderFilters, useOrders } from '../api/orders.ts';
import { OrderSearchForm } from '../orders/order-search-form.tsx';
import { OrderTable } from '../orders/order-table.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';

/** The Orders tab: the latest 10, or up to 50 matches of a search. */
export function OrdersTab() {
  const [filters, setFilters] = useState<OrderFilters>({});
  const searching = Boolean(filters.q || filters.status || filters.from || filters.to);
  const orders = useOrders({ ...filters, limit: searching ? 50 : interfaceLimits.adminListSize });
  return (
    <div className="grid gap-4">
      <OrderSearchForm filters={filters} onSearch={setFilters} />
      {orders.isError ? <ErrorNote error={orders.error} what="The orders" /> : null}
      {orders.isPending ? <p className="text-sm text-muted-foreground">Loading orders...</p> : null}
      {orders.data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {searching
              ? `${orders.data.total} matching ${orders.data.total === 1 ? 'order' : 'orders'}`
              : `Latest ${orders.data.orders.length} of ${orders.data.total} orders`}
          </p>
          <OrderTable orders={orders.data.orders} caption="Orders, latest first" />
        </>
      ) : null}
    </div>
  );
}
