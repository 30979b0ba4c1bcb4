import { useState } from 'react';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { useSecondFactorStatus } from '../api/second-factor.ts';
import { PasskeysPanel } from './passkeys-panel.tsx';
import { RecoveryCodesOnce } from './recovery-codes-once.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpPanel } from './totp-panel.tsx';

/**
 * Sign-in protection: the authenticator app, passkeys and recovery codes. New recovery codes (the
 * first second factor, or a new set) are shown here once, above the cards.
 */
export function SecondFactorSection() {
  const status = useSecondFactorStatus();
  const [newCodes, setNewCodes] = useState<string[]>();

  if (status.isError) return <ErrorNote error={status.error} what="Your sign-in protection" />;
  if (status.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  const { totp, passkeys, recoveryCodesLeft, passkeysAvailable } = status.data;
  const enrolled = totp || passkeys.length > 0;

  return (
    <section aria-labelledby="second-factor-heading" className="grid gap-4">
      <h2 id="second-factor-heading" className="text-lg font-semibold">
        Sign-in protection
      </h2>
      <p className="text-sm text-muted-foreground">
        {enrolled
          ? 'After your password, sign-in asks for your second factor: the app’s code or a passkey.'
          : 'Add a second factor: after your password, sign-in then asks for a code from an app on your phone or a passkey, so a leaked password alone does not open your account.'}
      </p>
      {newCodes ? (
        <RecoveryCodesOnce codes={newCodes} onSaved={() => setNewCodes(undefined)} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TotpPanel on={totp} onRecoveryCodes={setNewCodes} />
        <PasskeysPanel
          passkeys={passkeys}
          available={passkeysAvailable}
          onRecoveryCodes={setNewCodes}
        />
        <RecoveryCodesPanel
          left={recoveryCodesLeft}
          enrolled={enrolled}
          onRecoveryCodes={setNewCodes}
        />
      </div>
    </section>
  );
}
