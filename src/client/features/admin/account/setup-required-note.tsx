import { ShieldAlert } from 'lucide-react';

/**
 * At the top of the account page while the owner requires a second factor and this member has
 * none: every other screen sends them here until one is set up.
 */
export function SetupRequiredNote() {
  return (
    <div
      role="status"
      className="mb-8 flex gap-3 rounded-xl border border-amber-600/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">A second factor is required.</strong> The owner asks every
        member of staff to use a second factor. Set one up below to continue.
      </p>
    </div>
  );
}
