import * as Dialog from 'radix-ui/dialog';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { REAUTH_REQUIRED } from '../../../../shared/admin/staff-roles.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { setRetryGate } from '../../../lib/api-client.ts';
import { confirmPassword } from '../api/own-sessions.ts';

/**
 * The password, asked again. Refunds, file deletions, staff changes and settings answer 403
 * `reauth_required` when the session's last check is older than ten minutes: this dialog opens,
 * takes the password (`POST /api/admin/reauth`) and the refused call is sent once more; Cancel
 * lets the call fail with the server's message.
 */
export function ReauthDialog() {
  // Calls refused together wait for one answer.
  const waiting = useRef<((confirmed: boolean) => void)[]>([]);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setRetryGate((refusal) => {
      if (refusal.code !== REAUTH_REQUIRED) return Promise.resolve(false);
      return new Promise((resolve) => {
        waiting.current.push(resolve);
        setPassword('');
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
    if (!password) return setError('Please enter your password.');
    setBusy(true);
    try {
      await confirmPassword(password);
      finish(true);
    } catch (refused) {
      setPassword('');
      setError(refused instanceof Error ? refused.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && finish(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Confirm it is you</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted-foreground">
            This change needs your password again (asked at most every ten minutes).
          </Dialog.Description>
          <form noValidate className="mt-4 grid gap-4" onSubmit={(event) => void submit(event)}>
            <FormField label="Password" error={error}>
              <TextInput
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={busy} busyLabel="Checking...">
                Confirm
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
