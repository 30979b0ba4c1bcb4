/** A failed load, said in the server's words, where the data would have been. */
export function ErrorNote({ error, what = 'This' }: { error: Error; what?: string }) {
  return (
    <p
      role="alert"
      className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive dark:text-red-300"
    >
      {what} could not be loaded: {error.message}
    </p>
  );
}
