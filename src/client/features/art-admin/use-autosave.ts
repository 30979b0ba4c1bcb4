import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before an edit saves itself (no Save button: each edit is kept). */
export const AUTOSAVE_DELAY_MS = 500;

/**
 * One field that saves itself: the control shows the draft while it is being typed and saved,
 * then the saved value again (which the server may have moved, as the remaining supply). A
 * refused save keeps the draft and says why. A pending save is still sent when the field goes
 * away (the owner switched tab before the pause ended).
 */
export function useAutosave(
  saved: string,
  commit: (draft: string) => Promise<void>,
  delayMs: number,
) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ saved, commit });
  useEffect(() => {
    latest.current = { saved, commit };
  });

  const run = useCallback(async () => {
    const value = pending.current;
    pending.current = null;
    if (value === null) return;
    if (value === latest.current.saved) {
      setDraft((current) => (current === value ? null : current));
      return;
    }
    try {
      await latest.current.commit(value);
      setDraft((current) => (current === value ? null : current));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Not saved.');
    }
  }, []);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      void run();
    },
    [run],
  );

  const change = (value: string) => {
    setDraft(value);
    setError(undefined);
    pending.current = value;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  };

  return { value: draft ?? saved, error, change };
}
