import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../../toast/toast-store.ts';
import { useSecondFactorPolicy, useSetSecondFactorPolicy } from '../api/second-factor-policy.ts';

/**
 * The owner's switch: "Require a second factor for all staff". Members without one are sent to
 * their account page to set one up before anything else. The server refuses (409) while the owner
 * has none themselves: its message says so in a toast.
 */
export function SecondFactorPolicy() {
  const policy = useSecondFactorPolicy();
  const change = useSetSecondFactorPolicy();
  const hintId = useId();
  const required = change.isPending
    ? (change.variables ?? false)
    : (policy.data?.required ?? false);

  return (
    <section
      aria-labelledby="policy-heading"
      className="grid gap-3 rounded-xl border border-border bg-card p-5"
    >
      <h2 id="policy-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
        Sign-in protection
      </h2>
      {policy.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          The policy could not be loaded: {policy.error.message}
        </p>
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p className="text-sm font-medium" id={`${hintId}-label`}>
              Require a second factor for all staff
            </p>
            <p id={hintId} className="mt-1 text-sm text-muted-foreground">
              Members without an authenticator app or a passkey must set one up on their account
              page before they can do anything else. Set up your own first.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={required}
            aria-labelledby={`${hintId}-label`}
            aria-describedby={hintId}
            disabled={policy.isPending || change.isPending}
            onClick={() =>
              change.mutate(!required, {
                onSuccess: ({ required: now }) =>
                  toast({
                    title: now
                      ? 'A second factor is now required of all staff'
                      : 'A second factor is no longer required',
                    variant: 'success',
                  }),
                onError: (error) =>
                  toast({
                    title: 'Not changed',
                    description: error.message,
                    variant: 'destructive',
                  }),
              })
            }
            className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-primary dark:bg-slate-600 dark:aria-checked:bg-primary"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow transition-transform ${required ? 'translate-x-5' : 'translate-x-0'}`}
            />
          </button>
        </div>
      )}
    </section>
  );
}
