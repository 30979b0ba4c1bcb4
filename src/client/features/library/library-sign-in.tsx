import { LogIn, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { isSingleMailbox } from '../../../shared/email.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { askSignInLink } from './api/library-api.ts';

/** Signed out: the buyer asks for a sign-in link; the answer is the same for every address. */
export function LibrarySignIn() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const value = email.trim();
    if (!isSingleMailbox(value)) {
      setError(
        value
          ? 'Please enter a valid email address.'
          : 'Please enter the email address you bought with.',
      );
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      setAnswer((await askSignInLink({ email: value })).message);
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? (failure.fieldErrors?.email?.[0] ?? failure.message)
          : 'We could not send your request. Please check your connection and try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="library-sign-in"
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="library-sign-in" className="text-xl font-bold">
        Sign in with your email
      </h2>
      <p className="mt-2 text-muted-foreground">
        Enter the address you bought with. We email it a link that signs you in: no password.
      </p>
      {answer ? (
        <p role="status" className="mt-6 flex gap-3 rounded-lg bg-muted p-4 text-sm">
          <MailCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {answer}
        </p>
      ) : (
        <form
          noValidate
          className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField label="Email you bought with" error={error} required>
            <TextInput
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            busy={sending}
            busyLabel="Sending..."
            icon={<LogIn className="size-4" />}
          >
            Email me a sign-in link
          </Button>
        </form>
      )}
    </section>
  );
}
