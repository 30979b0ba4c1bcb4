import * as Dialog from 'radix-ui/dialog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { REAUTH_REQUIRED } from '../../../../shared/admin/staff-roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { setRetryGate } from '../../../lib/api-client.ts';
import { confirmIdentity, confirmWithPasskey } from '../api/own-sessions.ts';
import { type ProofKind, ReauthProof } from './reauth-proof.tsx';

const missing: Record<ProofKind, string> = {
  password: 'Please enter your password.',
  code: 'Please enter the 6-digit code from your authenticator app.',
  passkey: '',
};

/**
 * The password, asked again. Refunds, file deletions, staff changes and settings answer 403
 * `reauth_required` when the session's last check is older than ten minutes: this dialog opens,
 * takes the password (`POST /api/admin/reauth`) and the refused call is sent once more; Cancel
 * lets the call fail with the server's message. A member with a second factor may answer with
 * the authenticator app's code or a passkey instead (`secondFactor`).
 */
export function ReauthDialog({ secondFactor = false }: { secondFactor?: boolean }) {
  // Calls refused together wait for one answer.
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ProofKind>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setRetryGate((refusal) => {
      if (refusal.code !== REAUTH_REQUIRED) return Promise.resolve(false);
      return new Promise((resolve) => {
        waiting.current.push(resolve);
        setValue('');
        setError(undefined);
        setOpen(true);
      });
    });
    return () => setRetryGate(undefined);
  }, []);

  const finish = (confirmed: boolean) => {
    const resolvers = waiting.current;
    waiting.current = [];
    setOpen(false);
    for (const resolve of resolvers) resolve(confirmed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'passkey' && !value.trim()) return setError(missing[kind]);
    setBusy(true);
    try {
      if (kind === 'passkey') await confirmWithPasskey();
      else await confirmIdentity(kind === 'password' ? { password: value } : { code: value });
      finish(true);
    } catch (refused) {
      setValue('');
      setError(refused instanceof Error ? refused.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && finish(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Confirm it is you</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            {secondFactor
              ? 'This change needs your password, your app’s code or your passkey again (asked at most every ten minutes).'
              : 'This change needs your password again (asked at most every ten minutes).'}
          </Dialog.Description>
          <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
            <ReauthProof
              kinds={secondFactor ? ['password', 'code', 'passkey'] : ['password']}
              kind={kind}
              onKind={(next) => {
                setKind(next);
                setValue('');
                setError(undefined);
              }}
              value={value}
              onValue={setValue}
              error={error}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={busy} busyLabel="Checking...">
                {kind === 'passkey' ? 'Use my passkey' : 'Confirm'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
