import { KeyRound } from 'lucide-react';
import type { OrderLicence } from '../../../shared/licences.ts';

/** The bot's licence key after payment: the bot asks for it when it first starts. */
export function LicenceKeyCard({ licence }: { licence: OrderLicence }) {
  const revoked = licence.status === 'revoked';
  return (
    <section
      aria-labelledby="licence-key"
      className="rounded-2xl border border-border bg-card p-8 sm:p-10"
    >
      <h2 id="licence-key" className="flex items-center gap-2 text-xl font-bold">
        <KeyRound className="size-5 text-primary" aria-hidden="true" />
        Your licence key
      </h2>
      <p
        className="mt-4 rounded-lg border border-border bg-muted px-4 py-3 text-center font-mono text-base font-semibold break-all select-all sm:text-lg"
        data-testid="licence-key"
      >
        {licence.key}
      </p>
      <p className="mt-4 text-sm text-muted-foreground">
        {revoked
          ? 'This licence no longer works. If you think this is a mistake, please contact support.'
          : `The bot asks for this key when it first starts. It runs on up to ${licence.machinesAllowed} machines at once; your receipt email carries the key too.`}
      </p>
    </section>
  );
}
