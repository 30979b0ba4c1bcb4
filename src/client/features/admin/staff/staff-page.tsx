import { staffRoleNames } from '../../../../shared/admin/staff-roles.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { SessionList } from '../account/session-list.tsx';
import { useAdminSession } from '../api/admin-session.ts';
import {
  useEndStaffSession,
  useStaff,
  useStaffSessions,
  useWithdrawInvitation,
} from '../api/staff.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { InviteForm } from './invite-form.tsx';
import { MemberList } from './member-list.tsx';
import { SecondFactorPolicy } from './second-factor-policy.tsx';

function Invitations() {
  const staff = useStaff();
  const withdraw = useWithdrawInvitation();
  const invitations = staff.data?.invitations ?? [];
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Open invitations
      </h2>
      <ul className="grid gap-3">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="min-w-0 wrap-anywhere">
              <span className="font-medium">{invitation.email}</span> as{' '}
              {staffRoleNames[invitation.role]} · works until{' '}
              {formatShortLocalTime(invitation.expiresAt)}
            </p>
            <Button
              variant="secondary"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              busy={withdraw.isPending && withdraw.variables === invitation.id}
              busyLabel="Withdrawing..."
              onClick={() =>
                withdraw.mutate(invitation.id, {
                  onError: (error) =>
                    toast({
                      title: 'Not withdrawn',
                      description: error.message,
                      variant: 'destructive',
                    }),
                })
              }
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EveryonesSessions() {
  const sessions = useStaffSessions();
  const end = useEndStaffSession();
  if (sessions.isError) return <ErrorNote error={sessions.error} what="The sessions" />;
  if (!sessions.data) return null;
  return (
    <section aria-labelledby="all-sessions-heading" className="grid gap-3">
      <h2 id="all-sessions-heading" className="text-lg font-semibold">
        Open sessions
      </h2>
      <SessionList
        showWho
        sessions={sessions.data.sessions}
        ending={end.isPending ? end.variables : undefined}
        onEnd={(session) =>
          end.mutate(session.id, {
            onSuccess: () =>
              toast({ title: `Signed ${session.email} out there`, variant: 'success' }),
            onError: (error) =>
              toast({ title: 'Not ended', description: error.message, variant: 'destructive' }),
          })
        }
      />
    </section>
  );
}

function Staff() {
  const staff = useStaff();
  const self = useAdminSession().data?.admin.id ?? 0;
  if (staff.isError) return <ErrorNote error={staff.error} what="The staff" />;
  if (staff.isPending) return <p className="text-sm text-muted-foreground">Loading staff...</p>;
  return (
    <div className="grid gap-8">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="members-heading" className="grid content-start gap-3">
          <h2 id="members-heading" className="text-lg font-semibold">
            Members
          </h2>
          <MemberList members={staff.data.members} selfId={self} />
        </section>
        <div className="grid content-start gap-6">
          <SecondFactorPolicy />
          <InviteForm />
        </div>
      </div>
      <Invitations />
      <EveryonesSessions />
    </div>
  );
}

/** /admin/staff (the owner's): members and roles, invitations, everyone's open sessions. */
export function StaffPage() {
  return (
    <AdminScreen
      title={adminScreens.staff.name}
      lead="Who may sign in, and what each may do. Support staff handle orders, customers and messages; only owners refund, change files, art, codes, staff and settings."
    >
      <Staff />
    </AdminScreen>
  );
}
