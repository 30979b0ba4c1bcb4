import { useSearchParams } from 'react-router';
import type { ArtCollection } from '../../../shared/art.ts';
import { Button } from '../../components/ui/button.tsx';
import { useArtCollections } from './api/get-art-collections.ts';
import { ArtCard } from './art-card.tsx';
import { ArtFilterBar } from './art-filter-bar.tsx';
import { filterCollections, filterParams, filtersFrom } from './art-filters.ts';
import { artProductLd, jsonLdHtml } from './art-structured-data.ts';

// Cards in the first row load at once; the rest when scrolled near (one column on phones).
const EAGER_CARDS = 3;

/**
 * The gallery's live part. The page around it is prerendered with the loading state; the list,
 * with supply and prices as they are now, comes from the API in the browser.
 */
export function ArtGallery() {
  const { state, retry } = useArtCollections();
  if (state.status === 'loading') return <GalleryLoading />;
  if (state.status === 'error') {
    return (
      <section role="alert" className="rounded-2xl border border-border bg-card p-8 text-center">
        <h2 className="text-xl font-semibold">We could not load the collections</h2>
        <p className="mt-2 text-muted-foreground">{state.message}</p>
        <Button className="mt-6" onClick={retry}>
          Try again
        </Button>
      </section>
    );
  }
  if (state.collections.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-border p-10 text-center text-muted-foreground">
        No collections are on sale right now. Please come back soon.
      </p>
    );
  }
  return <GalleryList collections={state.collections} />;
}

function GalleryList({ collections }: { collections: ArtCollection[] }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const shown = filterCollections(collections, filters);
  return (
    <>
      <ArtFilterBar
        filters={filters}
        onChange={(next) =>
          setParams(filterParams(next), { replace: true, preventScrollReset: true })
        }
        shown={shown.length}
        total={collections.length}
      />
      {shown.length > 0 ? (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((collection, index) => (
            <li key={collection.id}>
              <ArtCard collection={collection} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-2xl border border-dashed border-border p-10 text-center">
          <p className="text-muted-foreground">No collections match these filters.</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() =>
              setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })
            }
          >
            Show all collections
          </Button>
        </div>
      )}
      {collections.map((collection) => (
        <script
          key={collection.id}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdHtml(artProductLd(collection)) }}
        />
      ))}
    </>
  );
}

function GalleryLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading the collections…</span>
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li
            key={index}
            className="overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
          >
            <div className="aspect-[4/3] animate-pulse bg-muted" />
            <div className="space-y-3 p-6">
              <div className="h-5 w-24 animate-pulse rounded-full bg-muted" />
              <div className="h-6 w-2/3 animate-pulse rounded bg-muted" />
              <div className="h-4 w-full animate-pulse rounded bg-muted" />
              <div className="h-10 w-full animate-pulse rounded bg-muted" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
