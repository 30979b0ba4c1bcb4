import type { DownloadPackage } from '../../../../shared/admin/files.ts';
import { labelHints } from '../../../content/site/shop-words.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { formatBytes } from '../ui/format.ts';

/** What buyers download right now: size, files, SHA-256. */
export function PackageCard({ pkg }: { pkg: DownloadPackage | null }) {
  return (
    <section
      aria-labelledby="package-heading"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="package-heading" className="text-lg font-semibold">
        Current download package
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{labelHints.algorithmZip}</p>
      {pkg ? (
        <dl className="mt-3 grid gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Size</dt>
            <dd>{formatBytes(pkg.sizeBytes)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Built</dt>
            <dd>{formatShortLocalTime(pkg.builtAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Files</dt>
            <dd>
              <ul className="list-disc pl-5">
                {pkg.files.map((name) => (
                  <li key={name} className="break-all">
                    {name}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">SHA-256</dt>
            <dd className="font-mono text-xs break-all">{pkg.sha256}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 text-sm">
          No file is active, so there is no package and checkout is closed. Add a file to the
          package to open it.
        </p>
      )}
    </section>
  );
}
