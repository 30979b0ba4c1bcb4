import { Check } from 'lucide-react';
import { discountCodeLimits } from '../../../shared/discount-code-limits.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';

interface DiscountCodeFormProps {
  /** The art piece bought, kept in the URL the form goes to. */
  artCollectionId?: number;
  /** The code in the page's address (`?code=`), as typed. */
  code?: string;
  /** The code the server accepted (upper-cased), once it has. */
  applied?: string;
  /** Why the server refused the code, in its words. */
  error?: string;
  checking: boolean;
  /** Applies a code (or none) without leaving the page, once the scripts run. */
  onApply: (code: string | undefined) => void;
}

/**
 * The discount code field. A native GET form to /checkout?code=…: before the page's scripts run,
 * Apply loads the checkout with the code in its address, and the page prices it from there once
 * they do; after that, Apply changes the address in place. The server decides the price.
 */
export function DiscountCodeForm({
  artCollectionId,
  code,
  applied,
  error,
  checking,
  onApply,
}: DiscountCodeFormProps) {
  // The prerendered page is the same for every piece: a field it lacks would make React's
  // hydration fail and render the form anew, losing what the buyer typed. So the piece is named
  // in an input that is there from the start, disabled (not sent) until the scripts run.
  const art = useHydrated() ? artCollectionId : undefined;
  return (
    <form
      method="get"
      action="/checkout"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
        onApply(value === '' ? undefined : value);
      }}
    >
      <input type="hidden" name="art" value={art ?? ''} disabled={art === undefined} />
      <FormField id="checkout-discount-code" label="Discount code" error={error}>
        <div className="flex gap-2">
          <TextInput
            name="code"
            // Keyed by the address's code, so a refused or removed code refills the field.
            key={code ?? ''}
            defaultValue={code ?? ''}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={discountCodeLimits.codeMax}
            placeholder="LAUNCH15"
            className="min-w-0 flex-1"
          />
          <Button
            type="submit"
            variant="secondary"
            className="h-11 shrink-0"
            busy={checking}
            busyLabel="Checking..."
          >
            Apply
          </Button>
        </div>
      </FormField>
      {applied ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <Check className="size-4 text-primary" aria-hidden="true" />
          Code {applied} applied.
          <button
            type="button"
            className="font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onApply(undefined)}
          >
            Remove
          </button>
        </p>
      ) : null}
    </form>
  );
}
