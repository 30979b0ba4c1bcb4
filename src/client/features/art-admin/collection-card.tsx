import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { type ArtCollection } from '../../../shared/art.ts';
import { type UpdateArtCollection, UpdateArtCollectionSchema } from '../../../shared/art-admin.ts';
import { ConfirmButton } from '../../components/ui/confirm-button.tsx';
import { toast } from '../../toast/toast-store.ts';
import { useDeleteArtCollection } from './api/delete-collection.ts';
import { useUpdateArtCollection } from './api/update-collection.ts';
import { ArtworkPreview } from './artwork-preview.tsx';
import { ArtworkUpload } from './artwork-upload.tsx';
import { CollectionFields } from './collection-fields.tsx';
import { CollectionSummary } from './collection-summary.tsx';
import { failureReason } from './failure-reason.ts';
import { HiddenCheckbox } from './hidden-checkbox.tsx';

/** One collection in Manage Collections: its artwork, every field editable in place, Delete. */
export function CollectionCard({ collection }: { collection: ArtCollection }) {
  const headingId = useId();
  const update = useUpdateArtCollection();
  const remove = useDeleteArtCollection();

  /** Saves one change, with a toast; rejects with the reason for the field to show. */
  const save = async (change: UpdateArtCollection) => {
    const parsed = UpdateArtCollectionSchema.safeParse(change);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message);
    try {
      const saved = await update.mutateAsync({ id: collection.id, change: parsed.data });
      // Saved, but the status now contradicts the supply: the toast says so, and the card keeps
      // saying it until the two agree.
      toast({
        title: 'Collection updated successfully',
        ...(saved.statusWarning ? { description: saved.statusWarning } : {}),
        variant: 'success',
      });
    } catch (failure) {
      const reason = failureReason(failure);
      toast({
        title: 'Failed to update NFT collection',
        description: reason,
        variant: 'destructive',
      });
      throw new Error(reason, { cause: failure });
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-start gap-4">
        <ArtworkPreview
          artwork={collection.artwork}
          name={collection.name}
          className="aspect-square w-20 shrink-0 sm:w-28"
        />
        <CollectionSummary collection={collection} headingId={headingId} />
        <ConfirmButton
          variant="secondary"
          className="sm:ml-auto"
          icon={<Trash2 className="size-4" />}
          busy={remove.isPending}
          busyLabel="Deleting..."
          aria-label={`Delete ${collection.name}`}
          question={`Are you sure you want to delete "${collection.name}"? This action cannot be undone.`}
          detail="It leaves the store and this list. Orders that include it keep it, and their buyers keep their downloads."
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(collection.id, {
              onSuccess: () =>
                toast({ title: 'NFT collection deleted successfully', variant: 'success' }),
              onError: (failure) =>
                toast({
                  title: 'Failed to delete NFT collection',
                  description: failureReason(failure),
                  variant: 'destructive',
                }),
            })
          }
        >
          Delete
        </ConfirmButton>
      </div>
      <CollectionFields collection={collection} save={save} />
      <div className="grid gap-4 border-t border-border pt-4 sm:grid-cols-2 sm:items-start">
        <ArtworkUpload
          label="Replace image or video"
          onUploaded={(upload) => void save({ imageUrl: upload.imageUrl }).catch(() => undefined)}
        />
        <HiddenCheckbox
          className="sm:pt-7"
          checked={collection.hidden}
          onChange={(hidden) => void save({ hidden }).catch(() => undefined)}
        />
      </div>
    </article>
  );
}
