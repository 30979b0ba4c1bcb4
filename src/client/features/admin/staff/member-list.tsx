import { UserMinus } from 'lucide-react';
import type { StaffMember } from '../../../../shared/admin/staff.ts';
import {
  type StaffRole,
  staffRoleNames,
  staffRoles,
} from '../../../../shared/admin/staff-roles.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useChangeRole, useRemoveMember } from '../api/staff.ts';
import { ResetSecondFactorButton } from './reset-second-factor-button.tsx';

const refused = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

/**
 * Every member with their role (changeable), whether they use a second factor (with a reset for a
 * lost one) and a Remove button; yourself without the last two (your own are on your account).
 */
export function MemberList({ members, selfId }: { members: StaffMember[]; selfId: number }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  return (
    <ul className="grid gap-3">
      {members.map((member) => (
        <li
          key={member.id}
          className="grid gap-3 rounded-xl border border-border bg-card p-4 text-sm"
        >
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">
              {member.email}
              {member.id === selfId ? ' (you)' : ''}
            </p>
            <p className="mt-1 text-muted-foreground">
              {member.lastSignInAt
                ? `Last signed in ${formatShortLocalTime(member.lastSignInAt)}`
                : 'Never signed in'}{' '}
              · {member.openSessions} open session{member.openSessions === 1 ? '' : 's'} ·{' '}
              {member.secondFactor ? 'second factor on' : 'no second factor'}
            </p>
          </div>
          <div className="flex flex-wrap items-end gap-2">
            <FormField label={`Role of ${member.email}`}>
              <SelectInput
                value={member.role}
                disabled={changeRole.isPending}
                onChange={(event) =>
                  changeRole.mutate(
                    { id: member.id, role: event.target.value as StaffRole },
                    {
                      onSuccess: ({ member: changed }) =>
                        toast({
                          title: `${changed.email} is now ${staffRoleNames[changed.role]}`,
                          variant: 'success',
                        }),
                      onError: refused('Role not changed'),
                    },
                  )
                }
              >
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {staffRoleNames[role]}
                  </option>
                ))}
              </SelectInput>
            </FormField>
            {member.secondFactor && member.id !== selfId ? (
              <ResetSecondFactorButton member={member} />
            ) : null}
            {member.id === selfId ? null : (
              <ConfirmButton
                variant="destructive"
                icon={<UserMinus className="size-4" />}
                busy={remove.isPending && remove.variables === member.id}
                busyLabel="Removing..."
                aria-label={`Remove ${member.email}`}
                question={`Remove ${member.email} from the staff?`}
                detail="They are signed out everywhere at once and can no longer sign in. You can invite them again later."
                confirmLabel="Remove"
                onConfirm={() =>
                  remove.mutate(member.id, {
                    onSuccess: () =>
                      toast({ title: `${member.email} removed`, variant: 'success' }),
                    onError: refused('Not removed'),
                  })
                }
              >
                Remove
              </ConfirmButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
