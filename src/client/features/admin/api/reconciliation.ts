import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LatestReconciliation,
  ReconciliationReport,
} from '../../../../shared/admin/reconciliation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const URL = '/api/admin/reconciliation';

export const reconciliationQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reconciliation'],
    queryFn: () => apiRequest<LatestReconciliation>(URL),
  });

export function useLatestReconciliation() {
  return useQuery(reconciliationQuery());
}

/** "Check now": runs reconciliation at once; its repairs change orders and mail too. */
export function useReconcileNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReconciliationReport>(URL, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
