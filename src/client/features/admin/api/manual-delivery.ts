import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManualDeliveryRequest,
  ManualDeliveryResponse,
} from '../../../../shared/admin/manual-delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const deliverArtManually = (body: ManualDeliveryRequest) =>
  apiRequest<ManualDeliveryResponse>('/api/admin/convert-to-nft-delivery', {
    method: 'POST',
    body,
  });

/** Send NFT Package: the art package goes to a paid order at no charge. */
export function useManualDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deliverArtManually,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
