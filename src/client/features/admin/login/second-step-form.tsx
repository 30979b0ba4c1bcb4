import { Fingerprint, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  OneTimeCodeSchema,
  RecoveryCodeSchema,
  type SecondFactorKind,
} from '../../../../shared/admin/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { isUnauthorized } from '../../../lib/is-unauthorized.ts';
import { useSecondStep } from '../api/second-step.ts';
import { SecondStepField } from './second-step-field.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';

/** What is typed: the app's code, or a recovery code instead. */
type Typed = 'code' | 'recoveryCode';
type Errors = Partial<Record<Typed | 'passkey' | 'form', string>>;

const linkButton =
  'justify-self-start rounded text-sm font-medium text-primary underline-offset-4 hover:underline';

/**
 * The sign-in's second step, after a right password: the authenticator app's code, a passkey, or
 * a recovery code instead. A wrong answer is said on its field; when the step is gone (expired,
 * or five wrong answers) the password is asked again (`onRestart` with the server's reason).
 */
export function SecondStepForm({
  methods,
  onRestart,
}: {
  methods: SecondFactorKind[];
  onRestart: (reason: string) => void;
}) {
  const afterSignIn = useAfterSignIn();
  const answer = useSecondStep();
  const hasApp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  // Without the app, the passkey's button is the way; the recovery code is the spare.
  const [typed, setTyped] = useState<Typed | undefined>(hasApp ? 'code' : undefined);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const refused = (error: Error, field: Typed | 'passkey') => {
    if (isUnauthorized(error)) return onRestart(error.message);
    const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
    const onField = fields?.[field]?.[0];
    setValue('');
    if (onField) return setErrors({ [field]: onField });
    // A 429 (too many attempts), the passkey's own refusal, the network: said where it happened.
    setErrors(field === 'passkey' ? { passkey: error.message } : { form: error.message });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed) return;
    const checked = (typed === 'code' ? OneTimeCodeSchema : RecoveryCodeSchema).safeParse(value);
    if (!checked.success) return setErrors({ [typed]: checked.error.issues[0]?.message });
    setErrors({});
    const body = typed === 'code' ? { code: checked.data } : { recoveryCode: checked.data };
    answer.mutate(body, { onSuccess: afterSignIn, onError: (error) => refused(error, typed) });
  };

  const usePasskey = () => {
    setErrors({});
    answer.mutate('passkey', {
      onSuccess: afterSignIn,
      onError: (error) => refused(error, 'passkey'),
    });
  };

  const switchTo = (next: Typed) => {
    setTyped(next);
    setValue('');
    setErrors({});
  };

  const passkeyBusy = answer.isPending && answer.variables === 'passkey';
  const typedBusy = answer.isPending && answer.variables !== 'passkey';

  return (
    <div className="grid gap-5">
      <div>
        <h2 className="text-lg font-semibold">One more step</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {typed === 'recoveryCode'
            ? 'Enter one of the recovery codes you saved when you set up your second factor. Each works once.'
            : hasApp
              ? 'Your password is right. Now confirm it is you with your second factor.'
              : 'Your password is right. Now use your passkey to finish signing in.'}
        </p>
      </div>
      {typed ? (
        <form noValidate aria-label="Second step" className="grid gap-4" onSubmit={submit}>
          <SecondStepField
            key={typed}
            typed={typed}
            value={value}
            onChange={setValue}
            error={errors[typed]}
          />
          <Button
            type="submit"
            className="h-11 text-base"
            icon={<ShieldCheck className="size-4" />}
            busy={typedBusy}
            busyLabel="Checking..."
          >
            Verify and sign in
          </Button>
        </form>
      ) : null}
      {hasPasskey ? (
        <div className="grid gap-2">
          <Button
            variant={typed ? 'secondary' : 'primary'}
            className="h-11 text-base"
            icon={<Fingerprint className="size-4" />}
            busy={passkeyBusy}
            busyLabel="Waiting for the passkey..."
            aria-describedby={errors.passkey ? 'passkey-error' : undefined}
            onClick={usePasskey}
          >
            Use a passkey
          </Button>
          {errors.passkey ? (
            <p
              id="passkey-error"
              className="text-sm font-medium text-destructive dark:text-red-400"
            >
              {errors.passkey}
            </p>
          ) : null}
        </div>
      ) : null}
      {errors.form ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive dark:text-red-300"
        >
          {errors.form}
        </p>
      ) : null}
      <div className="grid gap-3">
        {typed === 'recoveryCode' ? (
          hasApp ? (
            <button type="button" className={linkButton} onClick={() => switchTo('code')}>
              Use the code from my app instead
            </button>
          ) : (
            <button type="button" className={linkButton} onClick={() => setTyped(undefined)}>
              Use my passkey instead
            </button>
          )
        ) : (
          <button type="button" className={linkButton} onClick={() => switchTo('recoveryCode')}>
            Use a recovery code instead
          </button>
        )}
        <button type="button" className={linkButton} onClick={() => onRestart('')}>
          Start again with the password
        </button>
      </div>
    </div>
  );
}
