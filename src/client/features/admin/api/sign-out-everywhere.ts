import { useMutation } from '@tanstack/react-query';
import type { AdminSignedOut } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOutEverywhere = () =>
  apiRequest<AdminSignedOut>('/api/admin/logout-everywhere', { method: 'POST' });

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
