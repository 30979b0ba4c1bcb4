import { MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isSingleMailbox } from '../../../shared/email.ts';
import { FRESH_LINK_TERMS } from '../../../shared/link-terms.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { findPurchase } from './api/find-purchase.ts';

/**
 * "Find my purchase": a buyer who lost the receipt types the address they bought with, and the
 * shop mails it a single-use link to fresh download links. The answer is the same whether or not
 * the address bought anything.
 */
export function FindPurchaseForm() {
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
      setAnswer((await findPurchase({ email: value })).message);
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
      id="find-purchase"
      aria-labelledby="find-purchase-title"
      className="mx-auto max-w-3xl scroll-mt-24 px-4 sm:px-6"
    >
      <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
        <h2 id="find-purchase-title" className="text-2xl font-bold tracking-tight">
          Find my purchase
        </h2>
        <p className="mt-2 text-muted-foreground">
          Lost the email with your download link, or the link expired? Enter the address you bought
          with: we email it a link that gets you a fresh download link for each purchase.{' '}
          {FRESH_LINK_TERMS} Your current links keep working until you open it.
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
              icon={<Send className="size-4" />}
            >
              Email me a fresh link
            </Button>
          </form>
        )}
        <p className="mt-6 text-sm text-muted-foreground">
          Want your licence key, machines and every release in one place?{' '}
          <Link
            to="/library"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in to your library
          </Link>{' '}
          with the same address: we email you a sign-in link.
        </p>
      </div>
    </section>
  );
}
