import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ReleaseNotifyProgressSchema } from '../../../../shared/update-mail.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** While a release's mail is going out, its progress is read again this often. */
const WHILE_SENDING_MS = 3_000;

const url = (releaseId: number) => apiPath('adminReleaseNotify', { id: releaseId });

export const releaseNotifyQuery = (releaseId: number) =>
  queryOptions({
    queryKey: ['admin', 'releases', releaseId, 'notify'],
    queryFn: () => apiRequest(url(releaseId), ReleaseNotifyProgressSchema),
    refetchInterval: (query) => {
      const progress = query.state.data;
      return progress?.started && !progress.done ? WHILE_SENDING_MS : false;
    },
  });

export function useReleaseNotify(releaseId: number) {
  return useQuery(releaseNotifyQuery(releaseId));
}

/** "Email past buyers": starts the release's update mail; a second press sends nothing more. */
export function useStartReleaseNotify(releaseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(url(releaseId), ReleaseNotifyProgressSchema, { method: 'POST' }),
    onSuccess: (progress) => client.setQueryData(releaseNotifyQuery(releaseId).queryKey, progress),
  });
}
