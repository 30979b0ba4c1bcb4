import { Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { TotpSetup } from '../../../../shared/admin/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useConfirmTotp, useStartTotpSetup, useTurnOffTotp } from '../api/second-factor.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { FactorCard } from './factor-card.tsx';
import { TotpSetupForm } from './totp-setup-form.tsx';

/** The authenticator app: set up (QR code, then a code to confirm), or turn off. */
export function TotpPanel({
  on,
  onRecoveryCodes,
}: {
  on: boolean;
  /** New recovery codes, when this was the member's first second factor. */
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const start = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const turnOff = useTurnOffTotp();
  const [setup, setSetup] = useState<TotpSetup>();

  const body = on ? (
    <>
      <p className="text-sm text-muted-foreground">
        Sign-in asks for the 6-digit code your app shows after the password.
      </p>
      <ConfirmButton
        variant="destructive"
        className="justify-self-start"
        busy={turnOff.isPending}
        busyLabel="Turning off..."
        question="Turn off the authenticator app?"
        detail="Sign-in no longer asks for its code. Your passkeys, if you have any, still work."
        confirmLabel="Turn off"
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => toast({ title: 'Authenticator app turned off', variant: 'success' }),
            onError: (error) =>
              toast({
                title: 'Not turned off',
                description: error.message,
                variant: 'destructive',
              }),
          })
        }
      >
        Turn off
      </ConfirmButton>
    </>
  ) : setup ? (
    <TotpSetupForm
      setup={setup}
      confirming={confirm.isPending}
      onCancel={() => setSetup(undefined)}
      onConfirm={async (code) => {
        const changed = await confirm.mutateAsync(code);
        setSetup(undefined);
        toast({ title: 'Authenticator app turned on', variant: 'success' });
        if (changed.recoveryCodes) onRecoveryCodes(changed.recoveryCodes);
      }}
    />
  ) : (
    <>
      <p className="text-sm text-muted-foreground">
        An app on your phone shows a new 6-digit code every 30 seconds; sign-in asks for it after
        the password.
      </p>
      <Button
        className="justify-self-start"
        busy={start.isPending}
        busyLabel="Preparing..."
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: setSetup,
            onError: (error) =>
              toast({ title: 'Not started', description: error.message, variant: 'destructive' }),
          })
        }
      >
        Set up the app
      </Button>
    </>
  );

  return (
    <FactorCard
      id="totp-heading"
      title="Authenticator app"
      icon={<Smartphone className="size-5" />}
      badge={<StatusBadge status={on ? 'ok' : 'refunded'} label={on ? 'On' : 'Off'} />}
    >
      {body}
    </FactorCard>
  );
}
