import { ShieldOff } from 'lucide-react';
import type { StaffMember } from '../../../../shared/admin/staff.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useResetMemberSecondFactor } from '../api/second-factor-policy.ts';

/**
 * For a member who lost their phone and their recovery codes: clears their second factors (asked
 * first), so they sign in with the password alone and set up a new one.
 */
export function ResetSecondFactorButton({ member }: { member: StaffMember }) {
  const reset = useResetMemberSecondFactor();
  return (
    <ConfirmButton
      variant="destructive"
      icon={<ShieldOff className="size-4" />}
      busy={reset.isPending}
      busyLabel="Resetting..."
      aria-label={`Reset the second factor of ${member.email}`}
      question={`Reset the second factor of ${member.email}?`}
      detail="Their authenticator app, passkeys and recovery codes stop working: they sign in with the password alone and set up a new second factor (at once, if you require one). Do this only when you are sure it is them asking."
      confirmLabel="Reset second factor"
      onConfirm={() =>
        reset.mutate(member.id, {
          onSuccess: () =>
            toast({ title: `Second factor of ${member.email} reset`, variant: 'success' }),
          onError: (error) =>
            toast({ title: 'Not reset', description: error.message, variant: 'destructive' }),
        })
      }
    >
      Reset second factor
    </ConfirmButton>
  );
}
