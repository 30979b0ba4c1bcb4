import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { DownloadPageSchema } from '../../../../shared/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDownload = (token: string) =>
  apiRequest(apiPath('download', { token }), DownloadPageSchema);

export const downloadQuery = (token: string) =>
  queryOptions({ queryKey: ['download', token], queryFn: () => getDownload(token) });

export function useDownload(token: string) {
  return useQuery(downloadQuery(token));
}
