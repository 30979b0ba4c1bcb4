import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtAdminCheckAuth } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const checkArtAdminAuth = () => apiRequest<ArtAdminCheckAuth>('/api/art-admin/check-auth');

export const artAdminAuthQuery = () =>
  queryOptions({ queryKey: ['art-admin', 'check-auth'], queryFn: checkArtAdminAuth });

/** The server's word on whether this browser may use the panel (its check-auth call). */
export function useArtAdminAuth() {
  return useQuery(artAdminAuthQuery());
}
