import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import type { Library } from '../../../shared/library.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatLocalTime } from '../../lib/dates.ts';
import { downloadLatest, libraryQuery } from './api/library-api.ts';

/**
 * The bot's releases with their changelogs, and "Download latest": each click asks for a fresh
 * counted link (the owner's daily limit per buyer) and the browser follows it.
 */
export function ReleasesPanel({ library, reference }: { library: Library; reference: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [copy, setCopy] = useState<{ version: string; sha256: string }>();
  const [latest] = library.releases;
  if (!latest) return null;

  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const link = await downloadLatest(reference);
      setCopy({ version: link.version, sha256: link.sha256 });
      window.location.assign(link.url);
      await queryClient.invalidateQueries({ queryKey: libraryQuery.queryKey });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'We could not start the download.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="library-releases"
      className="rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="library-releases" className="text-xl font-bold">
        Releases
      </h2>
      <p className="mt-2 text-muted-foreground">
        The latest is {latest.version}. You may download {library.downloads.perDay} times a day;{' '}
        {library.downloads.leftToday} left today.
      </p>
      <Button
        className="mt-4"
        busy={busy}
        busyLabel="Preparing..."
        disabled={library.downloads.leftToday === 0}
        icon={<Download className="size-4" />}
        onClick={() => void download()}
      >
        Download latest ({latest.version})
      </Button>
      {copy ? (
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          Your copy of {copy.version} carries your own licence file. Its SHA-256:{' '}
          <span className="font-mono text-xs break-all text-foreground">{copy.sha256}</span>
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ol className="mt-6 grid gap-4">
        {library.releases.map((release) => (
          <li key={`${release.version}-${release.channel}`} className="border-t border-border pt-4">
            <h3 className="font-semibold">
              Version {release.version}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                published {formatLocalTime(release.publishedAt)}
              </span>
            </h3>
            <p className="mt-2 text-sm whitespace-pre-wrap">{release.changelog}</p>
            <p className="mt-2 font-mono text-xs break-all text-muted-foreground">
              Published SHA-256 {release.sha256}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
