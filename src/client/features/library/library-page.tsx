import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogOut } from 'lucide-react';
import { useState } from 'react';
import type { Library } from '../../../shared/library.ts';
import { Button } from '../../components/ui/button.tsx';
import { isUnauthorized } from '../../lib/is-unauthorized.ts';
import { libraryQuery, signOut, useLibrary } from './api/library-api.ts';
import { LibrarySignIn } from './library-sign-in.tsx';
import { PurchaseCard } from './purchase-card.tsx';
import { ReleasesPanel } from './releases-panel.tsx';
import { UpdateMailToggle } from './update-mail-toggle.tsx';

/**
 * /library: every purchase of the signed-in address, bot and art. Signed out, the page asks for
 * a sign-in link by email.
 */
export function LibraryPage() {
  const library = useLibrary();
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your library</h1>
        <p className="mt-3 text-muted-foreground">
          Everything you bought: receipts, licence keys, machines, releases and certificates.
        </p>
      </header>
      {library.data ? (
        <SignedIn library={library.data} />
      ) : library.isError && isUnauthorized(library.error) ? (
        <LibrarySignIn />
      ) : library.isError ? (
        <section role="alert" className="rounded-2xl border border-border bg-card p-8">
          <h2 className="text-xl font-bold">We could not load your library</h2>
          <p className="mt-3 text-muted-foreground">{library.error.message}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => void library.refetch()}>
            Try again
          </button>
        </section>
      ) : (
        <section role="status" className="flex flex-col items-center gap-4 p-10 text-center">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">Loading your library…</p>
        </section>
      )}
    </div>
  );
}

function SignedIn({ library }: { library: Library }) {
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  // Downloads count against a licence that still works.
  const liveBot = library.purchases.find(
    (purchase) => purchase.status === 'completed' && purchase.licence?.status === 'active',
  );
  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      // Back to its first state and asked again: signed out, the answer is 401, the sign-in form.
      await queryClient.resetQueries({ queryKey: libraryQuery.queryKey });
      setLeaving(false);
    }
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted px-4 py-3 text-sm">
        <p className="min-w-0 break-all">
          Signed in as <strong>{library.email}</strong>
        </p>
        <Button
          variant="secondary"
          busy={leaving}
          icon={<LogOut className="size-4" />}
          onClick={() => void leave()}
        >
          Sign out
        </Button>
      </div>
      <section aria-labelledby="library-purchases" className="grid gap-6">
        <h2 id="library-purchases" className="text-xl font-bold">
          Purchases
        </h2>
        {library.purchases.length === 0 ? (
          <p className="text-muted-foreground">This address has no paid purchase.</p>
        ) : (
          library.purchases.map((purchase) => (
            <PurchaseCard key={purchase.reference} purchase={purchase} />
          ))
        )}
      </section>
      {liveBot ? <ReleasesPanel library={library} reference={liveBot.reference} /> : null}
      {library.updateMail ? <UpdateMailToggle wanted={library.updateMail.wanted} /> : null}
    </>
  );
}
