import { useMutation } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { type AdminLoginRequest, AdminSessionSchema } from '../../../../shared/admin/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const signIn = (body: AdminLoginRequest) =>
  apiRequest(apiPath('adminLogin'), AdminSessionSchema, { method: 'POST', body });

/** A failed sign-in answers 401 too: it is shown on the form, not treated as "signed out". */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesUnauthorized: true } });
}
