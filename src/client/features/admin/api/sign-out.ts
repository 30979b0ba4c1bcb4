import { useMutation } from '@tanstack/react-query';
import type { AdminSignedOut } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOut = () => apiRequest<AdminSignedOut>('/api/admin/logout', { method: 'POST' });

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
