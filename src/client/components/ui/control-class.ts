/**
 * The look shared by text controls: full width of their field (never wider, so a form fits a
 * 320 px screen), and a red border while aria-invalid.
 */
export const controlClass =
  'w-full min-w-0 rounded-lg border border-border bg-background px-3 text-base aria-invalid:border-destructive dark:aria-invalid:border-red-400';
