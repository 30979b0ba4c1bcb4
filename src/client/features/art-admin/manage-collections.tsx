import { ErrorNote } from '../../components/admin/error-note.tsx';
import { useArtCollections } from './api/art-collections.ts';
import { CollectionCard } from './collection-card.tsx';

/** Manage Collections: a card per collection (hidden ones too), newest last. */
export function ManageCollections() {
  const list = useArtCollections();
  if (list.isPending) {
    return <p className="text-sm text-muted-foreground">Loading collections...</p>;
  }
  if (list.isError) {
    return <ErrorNote error={list.error} what="The collections" />;
  }
  if (list.data.collections.length === 0) {
    return (
      <p className="rounded-xl border border-border p-5 text-sm">
        No collections yet. Create one in the Create New Art tab.
      </p>
    );
  }
  return (
    <section aria-label="Collections" className="grid gap-6">
      {list.data.collections.map((collection) => (
        <CollectionCard key={collection.id} collection={collection} />
      ))}
    </section>
  );
}
