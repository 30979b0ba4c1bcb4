import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { libraryQuery, setUpdateMail } from './api/library-api.ts';

/** Whether the shop mails this address when a new release of the bot comes out. */
export function UpdateMailToggle({ wanted }: { wanted: boolean }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();

  const change = async (next: boolean) => {
    setSaving(true);
    setError(undefined);
    try {
      await setUpdateMail(next);
      await queryClient.invalidateQueries({ queryKey: libraryQuery.queryKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'We could not save your choice.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby="library-update-mail"
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="library-update-mail" className="text-xl font-bold">
        Update emails
      </h2>
      <label className="mt-3 flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={wanted}
          disabled={saving}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          Email me when a new version of the bot is released, with its changelog. You can stop them
          here or with the link in any of them.
        </span>
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </section>
  );
}
