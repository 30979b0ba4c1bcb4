import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { useReleases } from '../api/releases.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { PublishForm } from './publish-form.tsx';
import { ReleaseList } from './release-list.tsx';

function Releases() {
  const releases = useReleases();
  if (releases.isError) return <ErrorNote error={releases.error} what="The releases" />;
  if (releases.isPending) {
    return <p className="text-sm text-muted-foreground">Loading releases...</p>;
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="releases-heading" className="grid content-start gap-3">
        <h2 id="releases-heading" className="text-lg font-semibold">
          Published releases
        </h2>
        <ReleaseList
          releases={releases.data.releases}
          servedReleaseId={releases.data.servedReleaseId}
        />
      </section>
      <PublishForm hasPackage={releases.data.currentPackage !== null} />
    </div>
  );
}

/** /admin/releases: what buyers and their bots are offered, and publishing the next version. */
export function ReleasesPage() {
  return (
    <AdminScreen
      title={adminScreens.releases.name}
      lead="Versions of the bot: new buyers get the highest stable one, and bots update to it."
    >
      <Releases />
    </AdminScreen>
  );
}
