import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '../../../../shared/admin/idempotency.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  type ManualDeliveryRequest,
  ManualDeliveryResponseSchema,
} from '../../../../shared/admin/manual-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const deliverArtManually = ({
  confirmationKey,
  ...body
}: ManualDeliveryRequest & { confirmationKey: string }) =>
  apiRequest(apiPath('adminManualDelivery'), ManualDeliveryResponseSchema, {
    method: 'POST',
    body,
    headers: { [idempotencyKeyHeader]: confirmationKey },
  });

/**
 * Send NFT Package: the art package goes to a paid order at no charge. Every submit of the same
 * form carries the same key, so the server delivers once.
 */
export function useManualDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deliverArtManually,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
