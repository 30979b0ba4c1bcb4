import { type FormEvent, useState } from 'react';
import { OneTimeCodeSchema, type TotpSetup } from '../../../../shared/admin/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** The secret in groups of four, as people type it into an app by hand. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface TotpSetupFormProps {
  setup: TotpSetup;
  confirming: boolean;
  /** Sends the code; rejects with the server's refusal. */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Setting up the app: scan the QR code (or type the secret), then enter the code the app shows,
 * which proves the app has the secret before it is required at sign-in.
 */
export function TotpSetupForm({ setup, confirming, onConfirm, onCancel }: TotpSetupFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = OneTimeCodeSchema.safeParse(code);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    try {
      await onConfirm(checked.data);
    } catch (refused) {
      setCode('');
      const field = refused instanceof ApiRequestError ? refused.fieldErrors?.code?.[0] : undefined;
      setError(field ?? (refused instanceof Error ? refused.message : String(refused)));
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          <p>
            Open your authenticator app (such as 1Password, Google Authenticator or Aegis) and scan
            this QR code.
          </p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="mt-3 size-48 rounded-lg border border-border bg-white p-2"
          />
          <dl className="mt-3">
            <dt>Or type this key into the app:</dt>
            <dd className="mt-1 font-mono text-base tracking-wide break-all select-all">
              {groupedSecret(setup.secret)}
            </dd>
          </dl>
        </li>
        <li>
          <FormField
            label="Code from your authenticator app"
            hint="The 6 digits the app shows for this shop."
            error={error}
          >
            <TextInput
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className="max-w-48"
            />
          </FormField>
        </li>
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={confirming} busyLabel="Checking...">
          Turn on
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
