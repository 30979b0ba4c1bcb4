import { Fingerprint } from 'lucide-react';
import type { Passkey } from '../../../../shared/admin/second-factor.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useRemovePasskey } from '../api/second-factor.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { AddPasskeyForm } from './add-passkey-form.tsx';
import { FactorCard } from './factor-card.tsx';
import { PasskeyList } from './passkey-list.tsx';

/**
 * Passkeys: the list, and a new one. Browsers allow passkeys only on a domain name: on an address
 * like http://127.0.0.1 (`available` false) the card says so instead of offering the button.
 */
export function PasskeysPanel({
  passkeys,
  available,
  onRecoveryCodes,
}: {
  passkeys: Passkey[];
  available: boolean;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const remove = useRemovePasskey();
  return (
    <FactorCard
      id="passkeys-heading"
      title="Passkeys"
      icon={<Fingerprint className="size-5" />}
      badge={
        passkeys.length > 0 ? (
          <StatusBadge
            status="ok"
            label={passkeys.length === 1 ? '1 passkey' : `${passkeys.length} passkeys`}
          />
        ) : (
          <StatusBadge status="refunded" label="Off" />
        )
      }
    >
      <p className="text-sm text-muted-foreground">
        A passkey signs you in with this device’s fingerprint, face or PIN, or a security key,
        instead of the app’s code.
      </p>
      <PasskeyList
        passkeys={passkeys}
        removing={remove.isPending ? remove.variables : undefined}
        onRemove={(passkey) =>
          remove.mutate(passkey.id, {
            onSuccess: () =>
              toast({ title: `Passkey “${passkey.name}” removed`, variant: 'success' }),
            onError: (error) =>
              toast({ title: 'Not removed', description: error.message, variant: 'destructive' }),
          })
        }
      />
      {available ? (
        <AddPasskeyForm onRecoveryCodes={onRecoveryCodes} />
      ) : (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          Passkeys work only when the shop is opened at its domain name (like
          https://shop.example.com), not at a numeric address like this one. Use the authenticator
          app here, or open the admin at the shop’s domain to add a passkey.
        </p>
      )}
    </FactorCard>
  );
}
