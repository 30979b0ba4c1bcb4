import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useProductFiles } from '../api/product-files.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { formatBytes } from '../ui/format.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/** The Files tab: what is in the package now; changes are made on /admin/files. */
export function FilesTab() {
  const files = useProductFiles();
  if (files.isError) return <ErrorNote error={files.error} what="The files" />;
  if (files.isPending) return <p className="text-sm text-muted-foreground">Loading files...</p>;
  const { package: pkg } = files.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {pkg
          ? `Buyers download ${pkg.files.length} ${pkg.files.length === 1 ? 'file' : 'files'} (${formatBytes(pkg.sizeBytes)}), built ${formatShortLocalTime(pkg.builtAt)}.`
          : 'No file is in the download package: checkout is closed until one is.'}
      </p>
      <ul className="divide-y divide-border rounded-xl border border-border">
        {files.data.files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
            <span className="min-w-0 font-medium wrap-anywhere">{file.name}</span>
            <span className="flex items-center gap-3 text-sm text-muted-foreground">
              {formatBytes(file.sizeBytes)}
              <StatusBadge
                status={file.isActive ? 'ok' : 'refunded'}
                label={file.isActive ? 'In package' : 'Not in package'}
              />
            </span>
          </li>
        ))}
        {files.data.files.length === 0 ? (
          <li className="px-4 py-3 text-sm">No files uploaded yet.</li>
        ) : null}
      </ul>
      <Link to="/admin/files" className="btn-primary justify-self-start">
        Manage files
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
