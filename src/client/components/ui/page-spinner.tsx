import { LoaderCircle } from 'lucide-react';

/**
 * `fullScreen` while a whole page loads: the footer then starts out of view, so the page pushing
 * it down moves nothing visible (no layout shift).
 */
export function PageSpinner({
  label = 'Loading',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center ${fullScreen ? 'min-h-dvh' : 'min-h-[50dvh]'}`}
    >
      <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
