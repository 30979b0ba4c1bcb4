import { ArrowLeft, LoaderCircle, LogOut } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { artStorePath } from '../../../shared/art.ts';
import { AdminFrame } from '../../components/admin/admin-header.tsx';
import { AdminQueryProvider } from '../../components/admin/admin-query-provider.tsx';
import { adminScreens } from '../../components/admin/admin-screens.ts';
import { AdminTabs } from '../../components/admin/admin-tabs.tsx';
import { labelHints } from '../../content/site/shop-words.ts';
import { useArtAdminAuth } from './api/check-auth.ts';
import { CreateArtForm } from './create-art-form.tsx';
import { ManageCollections } from './manage-collections.tsx';

/** A session that ends while the panel is open sends the owner back to the store (docs/product-rules.md). */
const toStore = () => artStorePath;

/**
 * /art-admin: the owner creates and manages art collections, once the server says yes. `account`
 * is the admin header's account part (who is signed in, sign-out), which the admin screens own.
 */
export function ArtAdminPage({ account }: { account?: ReactNode }) {
  return (
    <AdminQueryProvider leaveTo={toStore}>
      <ArtAdmin account={account} />
    </AdminQueryProvider>
  );
}

function ArtAdmin({ account }: { account?: ReactNode }) {
  const auth = useArtAdminAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.isError) void navigate(artStorePath, { replace: true });
  }, [auth.isError, navigate]);

  if (!auth.isSuccess) {
    return (
      <AdminFrame>
        <div role="status" className="flex min-h-[50dvh] items-center justify-center gap-3">
          <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
          <p className="text-muted-foreground">Checking authorization...</p>
        </div>
      </AdminFrame>
    );
  }
  return (
    <AdminFrame account={account}>
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6">
        <div className="flex flex-col gap-4 border-b border-border pb-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight">{adminScreens.art.name}</h1>
            <p className="mt-2 text-muted-foreground">
              Create art pieces and manage those on sale in the digital collectibles store.
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{labelHints.collections}</p>
          </div>
          <nav aria-label="Leave the art admin" className="flex flex-wrap gap-2">
            <Link to={artStorePath} className="btn-secondary">
              <LogOut className="size-4" aria-hidden="true" />
              Exit Admin
            </Link>
            <Link to={artStorePath} className="btn-secondary">
              <ArrowLeft className="size-4" aria-hidden="true" />
              Back to Store
            </Link>
          </nav>
        </div>
        <div className="mt-8">
          <AdminTabs
            label="Art admin sections"
            tabs={[
              { value: 'create', label: 'Create New Art', content: <CreateArtForm /> },
              { value: 'manage', label: 'Manage Collections', content: <ManageCollections /> },
            ]}
          />
        </div>
      </div>
    </AdminFrame>
  );
}
