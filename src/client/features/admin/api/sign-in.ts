import { useMutation } from '@tanstack/react-query';
import type { AdminLoginRequest, AdminSession } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signIn = (body: AdminLoginRequest) =>
  apiRequest<AdminSession>('/api/admin/login', { method: 'POST', body });

/** A failed sign-in answers 401 too: it is shown on the form, not treated as "signed out". */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesUnauthorized: true } });
}
