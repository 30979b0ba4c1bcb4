import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ArtAdminCheckAuthSchema } from '../../../../shared/art-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const checkArtAdminAuth = () =>
  apiRequest(apiPath('artAdminCheckAuth'), ArtAdminCheckAuthSchema);

export const artAdminAuthQuery = () =>
  queryOptions({ queryKey: ['art-admin', 'check-auth'], queryFn: checkArtAdminAuth });

/** The server's word on whether this browser may use the panel (its check-auth call). */
export function useArtAdminAuth() {
  return useQuery(artAdminAuthQuery());
}
