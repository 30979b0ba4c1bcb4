import { KeyRound } from 'lucide-react';
import { RECOVERY_CODE_COUNT } from '../../../../shared/admin/second-factor.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useNewRecoveryCodes } from '../api/second-factor.ts';
import { FactorCard } from './factor-card.tsx';

/** How many recovery codes are left, and a new set (the old codes stop working). */
export function RecoveryCodesPanel({
  left,
  enrolled,
  onRecoveryCodes,
}: {
  left: number;
  /** Whether the member has a second factor: recovery codes come with the first one. */
  enrolled: boolean;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const renew = useNewRecoveryCodes();
  return (
    <FactorCard
      id="recovery-heading"
      title="Recovery codes"
      icon={<KeyRound className="size-5" />}
      // Across both columns, below the app and the passkeys: it is the spare for either.
      className="lg:col-span-2"
    >
      {enrolled ? (
        <>
          <p className="text-sm">
            <strong>
              {left} of {RECOVERY_CODE_COUNT}
            </strong>{' '}
            left. Each works once, in place of your app’s code or passkey, if you lose them.
            {left <= 3 ? ' Make a new set before they run out.' : ''}
          </p>
          <ConfirmButton
            variant="secondary"
            className="justify-self-start"
            busy={renew.isPending}
            busyLabel="Making..."
            question="Make a new set of recovery codes?"
            detail="Your current codes stop working at once. The new ones are shown once: save them."
            confirmLabel="Make a new set"
            onConfirm={() =>
              renew.mutate(undefined, {
                onSuccess: ({ recoveryCodes }) => onRecoveryCodes(recoveryCodes),
                onError: (error) =>
                  toast({
                    title: 'No new codes',
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
          >
            Make a new set
          </ConfirmButton>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          You get {RECOVERY_CODE_COUNT} when you set up the app or your first passkey: each works
          once if you lose them.
        </p>
      )}
    </FactorCard>
  );
}
