import { ART_USAGE_RIGHTS_PATH } from '../../../shared/terms-acceptance.ts';

/** What the buyer accepts: the bot's Risk Disclaimer and License, or an art piece's usage rights. */
export type CheckoutTerms = 'bot' | 'art';

/** The form field the email step reads: present in the form data only when ticked. */
export const TERMS_FIELD = 'acceptedTerms';

/** Links open beside checkout, so the email already typed stays where it is. */
function TermsLink({ href, children }: { href: string; children: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary underline underline-offset-4"
    >
      {children}
    </a>
  );
}

/**
 * The one box a buyer ticks before paying. A native, unticked checkbox: it works on the first
 * click before the page's scripts run, and the form reads it when submitted. The label names
 * what is accepted and links to it; the server refuses an order without it too.
 */
export function TermsCheckbox({
  terms,
  error,
  onChange,
}: {
  terms: CheckoutTerms;
  /** Why the order was refused without the tick; shown under the box and read with it. */
  error?: string | undefined;
  onChange?: () => void;
}) {
  // A fixed id (one box per page), not useId: the checkout hydrates as an island whose ids need
  // not match the prerendered page's, and a label left pointing at an old id loses its box.
  const id = 'checkout-terms';
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={TERMS_FIELD}
          value="yes"
          // The key: a box ticked for other words must be ticked again for these.
          key={terms}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange}
        />
        <label htmlFor={id} className="text-sm leading-6">
          {terms === 'art' ? (
            <>
              I have read and accept the{' '}
              <TermsLink href={ART_USAGE_RIGHTS_PATH}>usage rights</TermsLink> of this art piece.
            </>
          ) : (
            <>
              I have read and accept the <TermsLink href="/disclaimer">Risk Disclaimer</TermsLink>{' '}
              and the <TermsLink href="/license">License</TermsLink>.
            </>
          )}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
