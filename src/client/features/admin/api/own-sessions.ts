import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReauthDoneSchema,
  SessionEndedSchema,
  StaffSessionsSchema,
} from '../../../../shared/admin/staff.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

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

/** `POST /api/admin/reauth`: the password again, so actions that want a recent check go through. */
export const confirmPassword = (password: string) =>
  apiRequest(apiPath('adminReauth'), ReauthDoneSchema, { method: 'POST', body: { password } });
