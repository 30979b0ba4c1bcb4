import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAdminSession } from '../api/admin-session.ts';
import { isUnauthorized } from '../../../lib/is-unauthorized.ts';
import { signInPathHere } from './sign-in-redirect.ts';
import { AdminNav } from './admin-nav.tsx';
import { AdminQueryProvider } from '../../../components/admin/admin-query-provider.tsx';
import { SignOutButtons } from './sign-out-buttons.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';

interface AdminScreenProps {
  title: string;
  lead?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every signed-in admin screen: who is signed in, the admin nav, sign-out, then the screen. */
export function AdminScreen(props: AdminScreenProps) {
  return (
    <AdminQueryProvider leaveTo={signInPathHere}>
      <AdminShell {...props} />
    </AdminQueryProvider>
  );
}

function AdminShell({ title, lead, actions, children }: AdminScreenProps) {
  const session = useAdminSession();
  if (session.isPending || (session.isError && isUnauthorized(session.error))) {
    return <PageSpinner label="Checking your session" fullScreen />;
  }
  if (session.isError) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <ErrorNote error={session.error} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col gap-3 border-b border-border py-4 lg:flex-row lg:items-center lg:justify-between">
        <AdminNav />
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 text-sm break-all text-muted-foreground">
            Signed in as{' '}
            <span className="font-medium text-foreground">{session.data.admin.email}</span>
          </p>
          <SignOutButtons />
        </div>
      </div>
      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
