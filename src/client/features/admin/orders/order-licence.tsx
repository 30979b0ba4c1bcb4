import { Ban, KeyRound, RotateCcw, ServerCog } from 'lucide-react';
import type { AdminLicence, OwnerLicenceAction } from '../../../../shared/admin/licence.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useChangeLicence } from '../api/licence-action.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

const endedBy: Record<NonNullable<AdminLicence['endReason']>, string> = {
  refund: 'ended by the refund',
  dispute: 'ended by a dispute',
  owner: 'revoked by the owner',
};

const done: Record<OwnerLicenceAction, string> = {
  revoke: 'Licence revoked: the bot stops working when its licence file lapses.',
  restore: 'Licence restored: its machines validate again.',
  'reset-machines': 'Machines reset: each must activate again.',
};

const historyWords: Record<AdminLicence['history'][number]['kind'], string> = {
  activated: 'Activated',
  deactivated: 'Deactivated',
  ended: 'Ended',
  restored: 'Restored',
  'machines-reset': 'Machines reset',
};

/** The order's licence: its masked key, machines, activations, and the owner's three actions. */
export function OrderLicence({ orderId, licence }: { orderId: number; licence: AdminLicence }) {
  const change = useChangeLicence();
  const act = (action: OwnerLicenceAction) =>
    change.mutate(
      { orderId, action },
      {
        onSuccess: () =>
          toast({ title: 'Licence updated', description: done[action], variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Licence not changed',
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  const revoked = licence.status === 'revoked';
  return (
    <section
      aria-labelledby="order-licence"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-licence" className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound className="size-5" aria-hidden="true" />
        Licence
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Key</dt>
        <dd className="font-mono break-all">{licence.maskedKey}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <StatusBadge status={revoked ? 'failed' : 'ok'} label={licence.status} />
          {licence.endReason ? <span className="ml-2">{endedBy[licence.endReason]}</span> : null}
        </dd>
        <dt className="text-muted-foreground">Machines</dt>
        <dd>
          {licence.machinesUsed} of {licence.machinesAllowed} in use
        </dd>
      </dl>
      {licence.machines.length > 0 ? (
        <ul className="mt-4 grid gap-2 text-sm" aria-label="Machines">
          {licence.machines.map((machine) => (
            <li key={machine.fingerprint} className="rounded-lg border border-border p-3">
              <p className="font-medium">
                {machine.name}{' '}
                <span className="text-muted-foreground">
                  ({machine.active ? 'active' : 'deactivated'})
                </span>
              </p>
              <p className="text-muted-foreground">
                Last seen {formatShortLocalTime(machine.lastSeenAt)} from {machine.lastAddress}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">Not activated on any machine yet.</p>
      )}
      {licence.history.length > 0 ? (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium">Activation history</summary>
          <ol className="mt-2 grid gap-1">
            {licence.history.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                {formatShortLocalTime(event.at)}: {historyWords[event.kind]}
                {event.machineName ? ` on ${event.machineName}` : ''}
                {event.address ? ` from ${event.address}` : ''}
                {event.actor !== 'machine' && event.actor !== 'shop' ? ` by ${event.actor}` : ''}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {revoked ? (
          <ConfirmButton
            variant="secondary"
            icon={<RotateCcw className="size-4" />}
            busy={change.isPending}
            busyLabel="Restoring..."
            question="Restore this licence?"
            detail="Its key works again: machines can activate and validate with it."
            confirmLabel="Restore licence"
            onConfirm={() => act('restore')}
          >
            Restore licence
          </ConfirmButton>
        ) : (
          <ConfirmButton
            variant="destructive"
            icon={<Ban className="size-4" />}
            busy={change.isPending}
            busyLabel="Revoking..."
            question="Revoke this licence?"
            detail="No machine can activate or validate with the key; a running bot stops opening new trades once its licence file lapses. You can restore it later."
            confirmLabel="Revoke licence"
            onConfirm={() => act('revoke')}
          >
            Revoke licence
          </ConfirmButton>
        )}
        <ConfirmButton
          variant="secondary"
          icon={<ServerCog className="size-4" />}
          busy={change.isPending}
          busyLabel="Resetting..."
          question="Reset this licence's machines?"
          detail="Every machine loses its place and must activate again; the buyer can then move the bot to new machines."
          confirmLabel="Reset machines"
          onConfirm={() => act('reset-machines')}
        >
          Reset machines
        </ConfirmButton>
      </div>
    </section>
  );
}
