import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  InvitationSentSchema,
  InvitationWithdrawnSchema,
  type InviteStaffRequest,
  SessionEndedSchema,
  StaffListSchema,
  StaffMemberChangedSchema,
  StaffMemberRemovedSchema,
  StaffSessionsSchema,
} from '../../../../shared/admin/staff.ts';
import type { StaffRole } from '../../../../shared/admin/staff-roles.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/* The owner's Staff screen: members, invitations, roles and everyone's sessions. */

export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: () => apiRequest(apiPath('adminStaff'), StaffListSchema),
  });

export const useStaff = () => useQuery(staffQuery());

export const useStaffSessions = () =>
  useQuery({
    queryKey: ['admin', 'staff', 'sessions'],
    queryFn: () => apiRequest(apiPath('adminStaffSessions'), StaffSessionsSchema),
  });

/** Every change refreshes the screen's lists, whether it went through or not. */
function useStaffChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const useInviteStaff = () =>
  useStaffChange((body: InviteStaffRequest) =>
    apiRequest(apiPath('adminStaffInvitations'), InvitationSentSchema, { method: 'POST', body }),
  );

export const useWithdrawInvitation = () =>
  useStaffChange((id: number) =>
    apiRequest(apiPath('adminStaffInvitation', { id }), InvitationWithdrawnSchema, {
      method: 'DELETE',
    }),
  );

export const useChangeRole = () =>
  useStaffChange(({ id, role }: { id: number; role: StaffRole }) =>
    apiRequest(apiPath('adminStaffMember', { id }), StaffMemberChangedSchema, {
      method: 'PATCH',
      body: { role },
    }),
  );

export const useRemoveMember = () =>
  useStaffChange((id: number) =>
    apiRequest(apiPath('adminStaffMember', { id }), StaffMemberRemovedSchema, {
      method: 'DELETE',
    }),
  );

export const useEndStaffSession = () =>
  useStaffChange((id: number) =>
    apiRequest(apiPath('adminStaffSession', { id }), SessionEndedSchema, { method: 'DELETE' }),
  );
