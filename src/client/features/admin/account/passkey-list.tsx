import { Trash2 } from 'lucide-react';
import type { Passkey } from '../../../../shared/admin/second-factor.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';

/** One's passkeys: name, added, last used, each with Remove (asked first). */
export function PasskeyList({
  passkeys,
  removing,
  onRemove,
}: {
  passkeys: Passkey[];
  /** The passkey being removed now. */
  removing?: number;
  onRemove: (passkey: Passkey) => void;
}) {
  if (passkeys.length === 0) {
    return <p className="text-sm text-muted-foreground">No passkey yet.</p>;
  }
  return (
    <ul aria-label="Your passkeys" className="grid gap-3">
      {passkeys.map((passkey) => (
        <li
          key={passkey.id}
          className="flex flex-col gap-3 rounded-lg border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium wrap-anywhere">{passkey.name}</p>
            <p className="mt-1 text-muted-foreground">
              Added {formatShortLocalTime(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt
                ? `last used ${formatShortLocalTime(passkey.lastUsedAt)}`
                : 'never used'}
            </p>
          </div>
          <ConfirmButton
            variant="destructive"
            icon={<Trash2 className="size-4" />}
            busy={removing === passkey.id}
            busyLabel="Removing..."
            aria-label={`Remove the passkey ${passkey.name}`}
            question={`Remove the passkey “${passkey.name}”?`}
            detail="It no longer signs you in. Remove it from the device too, if you still have it."
            confirmLabel="Remove"
            onConfirm={() => onRemove(passkey)}
          >
            Remove
          </ConfirmButton>
        </li>
      ))}
    </ul>
  );
}
