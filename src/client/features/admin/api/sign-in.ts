import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPath } from '../../../../shared/api-paths.ts';
import { type AdminLoginRequest, AdminSessionSchema } from '../../../../shared/admin/auth.ts';
import { SignInSecondStepSchema } from '../../../../shared/admin/second-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The password's answer: the session, or (for a member with a second factor) the second step to
 * take next; a cookie holds that step, so nothing here needs keeping.
 */
const SignInAnswerSchema = z.union([SignInSecondStepSchema, AdminSessionSchema]);
export type SignInAnswer = z.infer<typeof SignInAnswerSchema>;

export const signIn = (body: AdminLoginRequest) =>
  apiRequest(apiPath('adminLogin'), SignInAnswerSchema, { method: 'POST', body });

/** A failed sign-in answers 401 too: it is shown on the form, not treated as "signed out". */
export function useSignIn() {
  return useMutation({ mutationFn: signIn, meta: { handlesUnauthorized: true } });
}
