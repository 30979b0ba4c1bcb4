import { Link } from 'react-router';
import type { ReleaseView } from '../../../../shared/releases.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { formatBytes } from '../ui/format.ts';
import { releasePagePath } from './release-paths.ts';

/** Every release, highest version first; the one new buyers get is marked. */
export function ReleaseList({
  releases,
  servedReleaseId,
}: {
  releases: ReleaseView[];
  servedReleaseId: number | null;
}) {
  if (releases.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No release yet: buyers get the current download package. Publish it as 1.0.0 to start.
      </p>
    );
  }
  return (
    <ul aria-labelledby="releases-heading" className="grid gap-3">
      {releases.map((release) => (
        <li key={release.id} className="rounded-xl border border-border bg-card p-4 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Link
              to={releasePagePath(release.id)}
              className="font-mono text-base font-semibold underline-offset-4 hover:underline"
            >
              {release.version}
            </Link>
            <span className="rounded-full border border-border px-2 text-xs">
              {release.channel === 'stable' ? 'Stable' : 'Beta'}
            </span>
            {release.id === servedReleaseId ? (
              <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">
                New buyers get this
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-muted-foreground">
            Published {formatShortLocalTime(release.publishedAt)}
            {release.publishedBy ? ` by ${release.publishedBy}` : ''} ·{' '}
            {formatBytes(release.sizeBytes)}
          </p>
        </li>
      ))}
    </ul>
  );
}
