import { LogIn } from 'lucide-react';
import { useState } from 'react';
import type { SecondFactorKind } from '../../../../shared/admin/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSignIn } from '../api/sign-in.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

type FieldErrors = { email?: string; password?: string };

/**
 * Email, Password, Sign in; one generic message on failure, then on to `next` or /admin, or, for
 * a member with a second factor, to the second step (`onSecondStep`).
 */
export function SignInForm({
  onSecondStep,
  notice,
  initialEmail = '',
}: {
  onSecondStep: (methods: SecondFactorKind[], email: string) => void;
  /** Why the form is back (the second step expired or had too many wrong answers). */
  notice?: string;
  initialEmail?: string;
}) {
  const afterSignIn = useAfterSignIn();
  const signIn = useSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(notice);

  const submit = () => {
    const errors: FieldErrors = {};
    if (!email.trim()) errors.email = 'Please enter your email.';
    if (!password) errors.password = 'Please enter your password.';
    setFieldErrors(errors);
    setFormError(undefined);
    if (errors.email || errors.password) return;
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          if ('secondStep' in answer) onSecondStep(answer.secondStep.methods, email.trim());
          else afterSignIn();
        },
        onError: (error) => {
          setPassword('');
          const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
          setFieldErrors({ email: fields?.email?.[0], password: fields?.password?.[0] });
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Email" error={fieldErrors.email}>
        <TextInput
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField label="Password" error={fieldErrors.password}>
        <TextInput
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive dark:text-red-300"
        >
          {formError}
        </p>
      ) : null}
      <Button
        type="submit"
        className="h-11 text-base"
        icon={<LogIn className="size-4" />}
        busy={signIn.isPending}
        busyLabel="Signing in..."
      >
        Sign in
      </Button>
    </form>
  );
}
