import { FlaskConical } from 'lucide-react';

/** Shown whenever the built-in test provider takes the payment. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong>Test mode: no real money moves.</strong> Pay with the test card{' '}
        <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>, any future expiry
        and any 3-digit CVC.{' '}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
      </p>
    </div>
  );
}
