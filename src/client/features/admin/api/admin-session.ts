import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminSessionSchema } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getAdminSession = () => apiRequest(apiPath('adminSession'), AdminSessionSchema);

export const adminSessionQuery = () =>
  queryOptions({ queryKey: ['admin', 'session'], queryFn: getAdminSession });

/** Who is signed in; a 401 here sends the screen to the sign-in page (admin query provider). */
export function useAdminSession() {
  return useQuery(adminSessionQuery());
}
