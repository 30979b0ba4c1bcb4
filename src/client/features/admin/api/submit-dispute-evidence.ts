import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  DisputeEvidenceSubmittedSchema,
  type SubmitDisputeEvidenceRequest,
} from '../../../../shared/disputes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const submitDisputeEvidence = ({
  orderId,
  ...body
}: SubmitDisputeEvidenceRequest & { orderId: number }) =>
  apiRequest(
    apiPath('adminOrderDisputeEvidence', { id: orderId }),
    DisputeEvidenceSubmittedSchema,
    { method: 'POST', body },
  );

/** Sends the order's dispute evidence to the payment provider, once. */
export function useSubmitDisputeEvidence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitDisputeEvidence,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
