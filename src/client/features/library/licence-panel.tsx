import { useQueryClient } from '@tanstack/react-query';
import { Copy, Eye, EyeOff, KeyRound, MonitorX } from 'lucide-react';
import { useState } from 'react';
import type { LibraryLicence } from '../../../shared/library.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatLocalTime } from '../../lib/dates.ts';
import { deactivateMachine, libraryQuery, revealLicenceKey } from './api/library-api.ts';

/** A bot purchase's licence: the key (masked; reveal and copy) and the machines it runs on. */
export function LicencePanel({
  reference,
  licence,
}: {
  reference: string;
  licence: LibraryLicence;
}) {
  const [key, setKey] = useState<string>();
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);

  const reveal = async () => {
    if (key) return setKey(undefined);
    setBusy(true);
    try {
      setKey((await revealLicenceKey(reference)).key);
      setNote(undefined);
    } catch (failure) {
      setNote(failure instanceof Error ? failure.message : 'We could not show the key.');
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    const whole = key ?? (await revealLicenceKey(reference)).key;
    await navigator.clipboard.writeText(whole);
    setNote('The key is copied.');
  };

  return (
    <div className="mt-5 grid gap-5">
      <div>
        <h4 className="flex items-center gap-2 font-semibold">
          <KeyRound className="size-4 text-primary" aria-hidden="true" />
          Licence key
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${licence.status === 'active' ? 'bg-primary/10 text-primary' : 'bg-destructive/10 text-destructive'}`}
          >
            {licence.status === 'active' ? 'Active' : 'Revoked'}
          </span>
        </h4>
        <p
          className="mt-2 rounded-lg border border-border bg-muted px-3 py-2 font-mono text-sm font-semibold break-all sm:text-base"
          data-testid="library-licence-key"
        >
          {key ?? licence.maskedKey}
        </p>
        {licence.revealable ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="secondary"
              busy={busy}
              icon={key ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
              onClick={() => void reveal()}
            >
              {key ? 'Hide key' : 'Reveal key'}
            </Button>
            <Button
              variant="secondary"
              icon={<Copy className="size-4" />}
              onClick={() => void copy().catch(() => setNote('Your browser did not let us copy.'))}
            >
              Copy key
            </Button>
          </div>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">
            We cannot show this key here yet: it was made before the library. Open your order page
            once (the link in your receipt), and it shows here from then on. Your receipt email
            carries the key too.
          </p>
        )}
        <p role="status" className="mt-2 text-sm text-muted-foreground empty:hidden">
          {note}
        </p>
      </div>
      <Machines reference={reference} licence={licence} />
    </div>
  );
}

function Machines({ reference, licence }: { reference: string; licence: LibraryLicence }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const active = licence.machines.filter((machine) => machine.active);

  const deactivate = async (fingerprint: string) => {
    setBusy(fingerprint);
    setError(undefined);
    try {
      await deactivateMachine(reference, fingerprint);
      await queryClient.invalidateQueries({ queryKey: libraryQuery.queryKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'We could not deactivate it.');
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div>
      <h4 className="font-semibold">
        Machines ({licence.machinesUsed} of {licence.machinesAllowed} in use)
      </h4>
      {active.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          No machine uses this key now. The bot activates it when it first starts.
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {active.map((machine) => (
            <li
              key={machine.fingerprint}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">{machine.name}</p>
                <p className="text-sm text-muted-foreground">
                  Last seen {formatLocalTime(machine.lastSeenAt)}
                </p>
              </div>
              <Button
                variant="destructive"
                busy={busy === machine.fingerprint}
                busyLabel="Deactivating..."
                icon={<MonitorX className="size-4" />}
                aria-label={`Deactivate ${machine.name}`}
                onClick={() => void deactivate(machine.fingerprint)}
              >
                Deactivate
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
