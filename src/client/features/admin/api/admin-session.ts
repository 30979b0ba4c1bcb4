import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSession } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAdminSession = () => apiRequest<AdminSession>('/api/admin/session');

export const adminSessionQuery = () =>
  queryOptions({ queryKey: ['admin', 'session'], queryFn: getAdminSession });

/** Who is signed in; a 401 here sends the screen to the sign-in page (admin query provider). */
export function useAdminSession() {
  return useQuery(adminSessionQuery());
}
