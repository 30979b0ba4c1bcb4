import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminSignedOutSchema } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOut = () =>
  apiRequest(apiPath('adminLogout'), AdminSignedOutSchema, { method: 'POST' });

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
