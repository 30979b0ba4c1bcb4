import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReauthDoneSchema,
  SessionEndedSchema,
  StaffSessionsSchema,
} from '../../../../shared/admin/staff.ts';
import { PasskeyOptionsSchema, secondFactorPaths } from '../../../../shared/admin/second-factor.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { answerWithPasskey } from './passkey-browser.ts';

/** The signed-in member's own open sessions (browser, address, last seen). */
export const useOwnSessions = () =>
  useQuery({
    queryKey: ['admin', 'sessions'],
    queryFn: () => apiRequest(apiPath('adminSessions'), StaffSessionsSchema),
  });

export function useEndOwnSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(apiPath('adminSessionEnd', { id }), SessionEndedSchema, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'sessions'] }),
  });
}

/** One proof for the recent check: the password, the app's code or a passkey's answer. */
export type IdentityProof = { password: string } | { code: string } | { passkey: unknown };

/** `POST /api/admin/reauth`: proof again, so actions that want a recent check go through. */
export const confirmIdentity = (body: IdentityProof) =>
  apiRequest(apiPath('adminReauth'), ReauthDoneSchema, { method: 'POST', body });

/** The recent check by passkey: the server's challenge, signed by one of the member's passkeys. */
export async function confirmWithPasskey() {
  const { options } = await apiRequest(
    secondFactorPaths.reauthPasskeyOptions,
    PasskeyOptionsSchema,
    { method: 'POST' },
  );
  return confirmIdentity({ passkey: await answerWithPasskey(options) });
}
