import { ArrowRight, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { isSingleMailbox } from '../../../shared/email.ts';
import { toast } from '../../toast/toast-store.ts';

interface EmailStepProps {
  initialEmail: string;
  submitting: boolean;
  onSubmit: (email: string) => void;
}

/** Step 1: the email the receipt and download link go to. */
export function EmailStep({ initialEmail, submitting, onSubmit }: EmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const inputId = useId();
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        if (!isSingleMailbox(value)) {
          toast({
            title: 'Invalid Email',
            description: 'Please provide a valid email address.',
            variant: 'destructive',
          });
          return;
        }
        onSubmit(value);
      }}
    >
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          className="h-11 rounded-lg border border-border bg-background px-3 text-base"
        />
        <p className="text-sm text-muted-foreground">
          We send your receipt and download link here. No account needed.
        </p>
      </div>
      <button type="submit" className="btn-primary h-11 text-base" disabled={submitting}>
        {submitting ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Preparing payment...
          </>
        ) : (
          <>
            Continue to Payment <ArrowRight className="size-4" aria-hidden="true" />
          </>
        )}
      </button>
    </form>
  );
}
