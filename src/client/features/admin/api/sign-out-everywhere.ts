import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { AdminSignedOutSchema } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signOutEverywhere = () =>
  apiRequest(apiPath('adminLogoutEverywhere'), AdminSignedOutSchema, { method: 'POST' });

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
