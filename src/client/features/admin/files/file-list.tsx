import { MinusCircle, PlusCircle, Trash2 } from 'lucide-react';
import type { AdminProductFile } from '../../../../shared/admin/files.ts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../toast/toast-store.ts';
import { useDeleteProductFile } from '../api/delete-file.ts';
import { useSetProductFileActive } from '../api/set-file-active.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { formatBytes } from '../ui/format.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message, variant: 'destructive' });

/** Every uploaded file: name, size, upload date, whether it is in the package, and actions. */
export function FileList({ files }: { files: AdminProductFile[] }) {
  const setActive = useSetProductFileActive();
  const remove = useDeleteProductFile();
  if (files.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">No files uploaded yet.</p>;
  }
  return (
    <ul className="divide-y divide-border rounded-xl border border-border" aria-label="Files">
      {files.map((file) => (
        <li
          key={file.id}
          className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
        >
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
              {file.name}
              <StatusBadge
                status={file.isActive ? 'ok' : 'refunded'}
                label={file.isActive ? 'Active' : 'Inactive'}
              />
            </p>
            <p className="text-sm text-muted-foreground">
              {formatBytes(file.sizeBytes)} · uploaded {formatShortLocalTime(file.uploadedAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={
                file.isActive ? (
                  <MinusCircle className="size-4" />
                ) : (
                  <PlusCircle className="size-4" />
                )
              }
              busy={setActive.isPending && setActive.variables?.id === file.id}
              busyLabel="Updating..."
              aria-label={`${file.isActive ? 'Remove from package' : 'Add to package'}: ${file.name}`}
              onClick={() =>
                setActive.mutate(
                  { id: file.id, active: !file.isActive },
                  {
                    onSuccess: () =>
                      toast({ title: 'Active download file updated', variant: 'success' }),
                    onError: failed('Update failed'),
                  },
                )
              }
            >
              {file.isActive ? 'Remove from package' : 'Add to package'}
            </Button>
            <ConfirmButton
              variant="destructive"
              icon={<Trash2 className="size-4" />}
              busy={remove.isPending && remove.variables === file.id}
              busyLabel="Deleting..."
              aria-label={`Delete ${file.name}`}
              question="Are you sure you want to delete this file?"
              detail={`${file.name} is deleted for good${file.isActive ? ' and the package is rebuilt without it' : ''}.`}
              confirmLabel="Delete"
              onConfirm={() =>
                remove.mutate(file.id, {
                  onSuccess: () =>
                    toast({ title: 'File deleted successfully', variant: 'success' }),
                  onError: failed('Delete failed'),
                })
              }
            >
              Delete
            </ConfirmButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
