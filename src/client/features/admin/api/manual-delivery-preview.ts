import { useMutation } from '@tanstack/react-query';
import { apiPath, withQuery } from '../../../../shared/api-paths.ts';
import { ManualDeliveryPreviewSchema } from '../../../../shared/admin/manual-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The delivery's form fields, as typed: the query of the preview (ManualDeliveryRequestSchema). */
export interface ManualDeliveryForm {
  orderId: string;
  nftCollectionId: string;
  email: string;
}

export const previewManualDelivery = ({ orderId, nftCollectionId, email }: ManualDeliveryForm) =>
  apiRequest(
    withQuery(apiPath('adminManualDeliveryPreview'), {
      orderId,
      nftCollectionId,
      email: email || undefined,
    }),
    ManualDeliveryPreviewSchema,
  );

/**
 * Review delivery: who a manual delivery would send what to, asked when the owner asks (a
 * mutation, though it changes nothing), so the answer is always for the form as it stands.
 */
export function useManualDeliveryPreview() {
  return useMutation({ mutationFn: previewManualDelivery });
}
