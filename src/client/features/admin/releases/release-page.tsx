import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { useRelease } from '../api/releases.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { formatBytes } from '../ui/format.ts';

function ReleaseDetail({ id }: { id: number }) {
  const detail = useRelease(id);
  if (detail.isError) return <ErrorNote error={detail.error} what="The release" />;
  if (detail.isPending) {
    return <p className="text-sm text-muted-foreground">Loading the release...</p>;
  }
  const { release, served } = detail.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-6">
        <section
          aria-labelledby="release-facts-heading"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2 id="release-facts-heading" className="font-mono text-lg font-semibold">
            {release.version}
          </h2>
          <dl className="mt-3 grid gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Channel</dt>
              <dd>{release.channel === 'stable' ? 'Stable' : 'Beta'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">New buyers</dt>
              <dd>{served ? 'Get this release' : 'Get another release'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Published</dt>
              <dd>
                {formatShortLocalTime(release.publishedAt)}
                {release.publishedBy ? ` by ${release.publishedBy}` : ' when releases began'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Size</dt>
              <dd>{formatBytes(release.sizeBytes)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">SHA-256</dt>
              <dd className="font-mono text-xs break-all">{release.sha256}</dd>
            </div>
          </dl>
        </section>
        <section
          aria-labelledby="changelog-heading"
          className="rounded-xl border border-border bg-card p-5"
        >
          <h2 id="changelog-heading" className="text-lg font-semibold">
            Changelog
          </h2>
          <p className="mt-3 text-sm whitespace-pre-wrap">{release.changelog}</p>
        </section>
      </div>
      {/* The slot for telling past buyers of this release and its progress (update mail). */}
      <div className="grid content-start gap-6" data-slot="release-notify" />
    </div>
  );
}

/** /admin/releases/{id}: one release, its changelog, and (beside) telling buyers of it. */
export function ReleasePage() {
  const id = Number(useParams().id);
  return (
    <AdminScreen
      title="Release details"
      actions={
        <Link to={adminScreens.releases.path} className="btn-secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All releases
        </Link>
      }
    >
      {Number.isInteger(id) && id > 0 ? (
        <ReleaseDetail id={id} />
      ) : (
        <p role="alert">There is no such release.</p>
      )}
    </AdminScreen>
  );
}
