import { adminAccountScreen } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useAdminSession } from '../api/admin-session.ts';
import { useEndOwnSession, useOwnSessions } from '../api/own-sessions.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { signInPathHere } from '../shell/sign-in-redirect.ts';
import { SecondFactorSection } from './second-factor-section.tsx';
import { SessionList } from './session-list.tsx';
import { SetupRequiredNote } from './setup-required-note.tsx';

function OwnSessions() {
  const sessions = useOwnSessions();
  const end = useEndOwnSession();
  if (sessions.isError) return <ErrorNote error={sessions.error} what="Your sessions" />;
  if (sessions.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  return (
    <section aria-labelledby="sessions-heading" className="grid gap-3">
      <h2 id="sessions-heading" className="text-lg font-semibold">
        Where you are signed in
      </h2>
      <p className="text-sm text-muted-foreground">
        End a session you do not recognise, then change your password.
      </p>
      <SessionList
        sessions={sessions.data.sessions}
        ending={end.isPending ? end.variables : undefined}
        onEnd={(session) =>
          end.mutate(session.id, {
            onSuccess: () => {
              if (session.current) window.location.assign(signInPathHere());
              else toast({ title: 'Session ended', variant: 'success' });
            },
            onError: (error) =>
              toast({ title: 'Not ended', description: error.message, variant: 'destructive' }),
          })
        }
      />
    </section>
  );
}

/** Whether the owner requires a second factor and this member has none yet. */
function SetupRequired() {
  const secondFactor = useAdminSession().data?.secondFactor;
  return secondFactor?.required && !secondFactor.enrolled ? <SetupRequiredNote /> : null;
}

/**
 * /admin/account: the signed-in member's sign-in protection (second factors) and open sessions.
 * While the owner requires a second factor this member lacks, every other screen sends them here.
 */
export function AccountPage() {
  return (
    <AdminScreen title={adminAccountScreen.name}>
      <SetupRequired />
      <div className="grid gap-10">
        <SecondFactorSection />
        <OwnSessions />
      </div>
    </AdminScreen>
  );
}
