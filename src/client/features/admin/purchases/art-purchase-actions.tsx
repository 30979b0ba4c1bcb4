import { Download, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../shared/admin/orders.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { manualDeliveryPath } from '../manual-delivery/manual-delivery-path.ts';
import { ResendButton } from './resend-button.tsx';

/**
 * An art purchase's actions: Resend (when the order allows it); Test Download (the buyer's exact zip, without using one of
 * their downloads); and a manual delivery filled in from this order.
 */
export function ArtPurchaseActions({ order }: { order: AdminOrderRow }) {
  const paid = order.status === 'completed';
  return (
    <div className="flex flex-wrap gap-2">
      {order.actions.includes('resend-receipt') ? <ResendButton order={order} /> : null}
      {paid ? (
        <a
          className="btn-secondary px-3 py-1.5"
          href={apiPath('adminOrderArtPackage', { id: order.id })}
          download
          aria-label={`Test download of ${order.reference}`}
        >
          <Download className="size-4" aria-hidden="true" />
          Test Download
        </a>
      ) : null}
      {paid && order.artCollectionId !== null ? (
        <Link
          className="btn-secondary px-3 py-1.5"
          to={manualDeliveryPath({ orderId: order.id, collectionId: order.artCollectionId })}
          aria-label={`Deliver ${order.reference} manually`}
        >
          <PackageCheck className="size-4" aria-hidden="true" />
          Deliver again
        </Link>
      ) : null}
    </div>
  );
}
