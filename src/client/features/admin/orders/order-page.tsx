import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useOrderDetail } from '../api/order-detail.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { ArtSentByHandBlock } from './art-sent-by-hand.tsx';
import { OrderAcceptanceBlock } from './order-acceptance.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDispute } from './order-dispute.tsx';
import { OrderFacts } from './order-facts.tsx';
import { OrderInvoice } from './order-invoice.tsx';
import { OrderLicence } from './order-licence.tsx';
import { OrderTimeline } from './order-timeline.tsx';

function OrderDetail({ id }: { id: number }) {
  const detail = useOrderDetail(id);
  if (detail.isError) return <ErrorNote error={detail.error} what="The order" />;
  if (detail.isPending)
    return <p className="text-sm text-muted-foreground">Loading the order...</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <p className="font-mono text-lg font-semibold">{detail.data.order.reference}</p>
        <OrderFacts detail={detail.data} />
        {detail.data.dispute ? (
          <OrderDispute orderId={detail.data.order.id} dispute={detail.data.dispute} />
        ) : null}
        <OrderActions order={detail.data.order} />
        <OrderInvoice orderId={detail.data.order.id} invoice={detail.data.invoice} />
        <ArtSentByHandBlock pieces={detail.data.artSentByHand} />
        {detail.data.licence ? (
          <OrderLicence orderId={detail.data.order.id} licence={detail.data.licence} />
        ) : null}
        <OrderAcceptanceBlock acceptance={detail.data.acceptance} />
      </div>
      <OrderTimeline entries={detail.data.timeline} />
    </div>
  );
}

/** /admin/orders/{id}: one order, its timeline and what can be done about it. */
export function OrderPage() {
  const id = Number(useParams().id);
  return (
    <AdminScreen
      title="Order details"
      actions={
        <Link to={adminScreens.orders.path} className="btn-secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All orders
        </Link>
      }
    >
      {Number.isInteger(id) && id > 0 ? (
        <OrderDetail id={id} />
      ) : (
        <p role="alert">There is no such order.</p>
      )}
    </AdminScreen>
  );
}
