import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DownloadPage } from '../../../../shared/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDownload = (token: string) =>
  apiRequest<DownloadPage>(`/api/downloads/${encodeURIComponent(token)}`);

export const downloadQuery = (token: string) =>
  queryOptions({ queryKey: ['download', token], queryFn: () => getDownload(token) });

export function useDownload(token: string) {
  return useQuery(downloadQuery(token));
}
