/** /admin/manual-delivery filled in from an order (the form never starts with sample values). */
export function manualDeliveryPath(from: { orderId: number; collectionId?: number }): string {
  const query = new URLSearchParams({ orderId: String(from.orderId) });
  if (from.collectionId !== undefined) query.set('collection', String(from.collectionId));
  return `/admin/manual-delivery?${query.toString()}`;
}
