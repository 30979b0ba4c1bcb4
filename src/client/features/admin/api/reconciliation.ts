import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  LatestReconciliationSchema,
  ReconciliationReportSchema,
} from '../../../../shared/admin/reconciliation.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const URL = apiPath('adminReconciliation');

export const reconciliationQuery = () =>
  queryOptions({
    queryKey: ['admin', 'reconciliation'],
    queryFn: () => apiRequest(URL, LatestReconciliationSchema),
  });

export function useLatestReconciliation() {
  return useQuery(reconciliationQuery());
}

/** "Check now": runs reconciliation at once; its repairs change orders and mail too. */
export function useReconcileNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(URL, ReconciliationReportSchema, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
