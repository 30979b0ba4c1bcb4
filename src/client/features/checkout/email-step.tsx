import { ArrowRight } from 'lucide-react';
import { useRef, useState } from 'react';
import { isSingleMailbox } from '../../../shared/email.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ART_TERMS_REFUSAL, BOT_TERMS_REFUSAL } from '../../../shared/terms-acceptance.ts';
import { toast } from '../../toast/toast-store.ts';
import { type CheckoutTerms, TERMS_FIELD, TermsCheckbox } from './terms-checkbox.tsx';

interface EmailStepProps {
  initialEmail: string;
  /** False until the order is priced: the button waits, and Enter before the scripts ran does nothing. */
  ready: boolean;
  submitting: boolean;
  /** What the box asks the buyer to accept. */
  terms: CheckoutTerms;
  /** Called only with a valid address and the terms box ticked. */
  onSubmit: (email: string) => void;
}

const invalidEmail = 'Please provide a valid email address.';

/**
 * Step 1: the email the receipt and download link go to, and the box that accepts the terms.
 * Both are uncontrolled: the page is prerendered, so a buyer can type and tick before the
 * scripts run, and the form reads what is there.
 */
export function EmailStep({ initialEmail, ready, submitting, terms, onSubmit }: EmailStepProps) {
  const [error, setError] = useState<string>();
  const [termsError, setTermsError] = useState<string>();
  // The open "Invalid Email" toast: once an address is accepted it would only cover the
  // payment step for the rest of its five seconds, so it goes then.
  const invalidToast = useRef<{ dismiss: () => void }>(undefined);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const value = String(form.get('email') ?? '').trim();
        const accepted = form.get(TERMS_FIELD) !== null;
        setTermsError(
          accepted ? undefined : terms === 'art' ? ART_TERMS_REFUSAL : BOT_TERMS_REFUSAL,
        );
        if (!isSingleMailbox(value)) {
          setError(invalidEmail);
          invalidToast.current = toast({
            title: 'Invalid Email',
            description: invalidEmail,
            variant: 'destructive',
          });
          return;
        }
        invalidToast.current?.dismiss();
        invalidToast.current = undefined;
        if (!accepted) {
          event.currentTarget.querySelector<HTMLInputElement>(`[name="${TERMS_FIELD}"]`)?.focus();
          return;
        }
        onSubmit(value);
      }}
    >
      <FormField
        id="checkout-email"
        label="Email address"
        hint="We send your receipt and download link here. No account needed."
        error={error}
      >
        <TextInput
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          defaultValue={initialEmail}
          onChange={() => setError(undefined)}
          placeholder="you@example.com"
        />
      </FormField>
      <TermsCheckbox terms={terms} error={termsError} onChange={() => setTermsError(undefined)} />
      <Button
        type="submit"
        className="h-11 text-base"
        disabled={!ready}
        busy={submitting}
        busyLabel="Preparing payment..."
      >
        Continue to Payment <ArrowRight className="size-4" aria-hidden="true" />
      </Button>
    </form>
  );
}
