import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { MailContentSchema, MailRetentionSchema } from '../../../../shared/admin/mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useMailContent(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'mail-content', id],
      queryFn: () => apiRequest(apiPath('adminMailContent', { id }), MailContentSchema),
      enabled,
    }),
  );
}

const retentionKey = ['admin', 'mail-retention'];

export function useMailRetention() {
  return useQuery(
    queryOptions({
      queryKey: retentionKey,
      queryFn: () => apiRequest(apiPath('adminMailRetention'), MailRetentionSchema),
    }),
  );
}

export function useSetMailRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (days: number) =>
      apiRequest(apiPath('adminMailRetention'), MailRetentionSchema, {
        method: 'PUT',
        body: { days },
      }),
    onSuccess: (retention) => client.setQueryData(retentionKey, retention),
  });
}
