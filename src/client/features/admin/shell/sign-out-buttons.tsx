import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useSignOutEverywhere } from '../api/sign-out-everywhere.ts';
import { useSignOut } from '../api/sign-out.ts';

/** Sign out (this browser) and Sign out everywhere (every session of this admin). */
export function SignOutButtons() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const everywhere = useSignOutEverywhere();
  const done = (ended: number) => {
    if (ended > 1) toast({ title: 'Signed out', description: `${ended} sessions ended.` });
    void navigate('/admin/login', { replace: true });
  };
  const failed = (error: Error) =>
    toast({ title: 'Sign-out failed', description: error.message, variant: 'destructive' });
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        icon={<LogOut className="size-4" />}
        busy={signOut.isPending}
        busyLabel="Signing out..."
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: (answer) => done(answer.endedSessions),
            onError: failed,
          })
        }
      >
        Sign out
      </Button>
      <Button
        variant="secondary"
        busy={everywhere.isPending}
        busyLabel="Signing out..."
        onClick={() =>
          everywhere.mutate(undefined, {
            onSuccess: (answer) => done(answer.endedSessions),
            onError: failed,
          })
        }
      >
        Sign out everywhere
      </Button>
    </div>
  );
}
