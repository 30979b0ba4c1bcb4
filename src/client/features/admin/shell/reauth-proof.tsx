import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';

/** The ways to confirm it is you: the password, the authenticator app's code, a passkey. */
export type ProofKind = 'password' | 'code' | 'passkey';

const kindNames: Record<ProofKind, string> = {
  password: 'Password',
  code: 'Code from my app',
  passkey: 'Passkey',
};

interface ReauthProofProps {
  /** The ways offered; with one, no choice is shown. */
  kinds: readonly ProofKind[];
  kind: ProofKind;
  onKind: (kind: ProofKind) => void;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** The choice of proof (radio buttons, arrow keys between them) and its field. */
export function ReauthProof({ kinds, kind, onKind, value, onValue, error }: ReauthProofProps) {
  return (
    <>
      {kinds.length > 1 ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Confirm with</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {kinds.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="proof"
                  value={option}
                  checked={kind === option}
                  onChange={() => onKind(option)}
                  className="size-4 accent-primary"
                />
                {kindNames[option]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {kind === 'password' ? (
        <FormField label="Password" error={error}>
          <TextInput
            type="password"
            name="password"
            autoComplete="current-password"
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        </FormField>
      ) : kind === 'code' ? (
        <FormField
          label="Code from your authenticator app"
          hint="The 6 digits it shows now."
          error={error}
        >
          <TextInput
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        </FormField>
      ) : (
        <div className="grid gap-2 text-sm">
          <p className="text-muted-foreground">
            Your browser asks for the passkey (a fingerprint, your face, a PIN or a security key)
            when you press the button.
          </p>
          {error ? (
            <p role="alert" className="font-medium text-destructive dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </>
  );
}
