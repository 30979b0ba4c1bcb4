import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminAccountScreen } from '../../../components/admin/admin-screens.ts';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useAdminSession } from '../api/admin-session.ts';
import { isUnauthorized } from '../../../lib/is-unauthorized.ts';
import { signInPathHere } from './sign-in-redirect.ts';
import { AdminQueryProvider } from '../../../components/admin/admin-query-provider.tsx';
import { AdminFrame } from '../../../components/admin/admin-header.tsx';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { AdminAccount } from './admin-account.tsx';
import { ReauthDialog } from './reauth-dialog.tsx';

interface AdminScreenProps {
  /** The screen's heading: its name in the admin navigation (admin-screens.ts), if it has one. */
  title: string;
  lead?: ReactNode;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every signed-in admin screen: the admin header (navigation, who is signed in), then the screen. */
export function AdminScreen(props: AdminScreenProps) {
  return (
    <AdminQueryProvider leaveTo={signInPathHere}>
      <AdminShell {...props} />
    </AdminQueryProvider>
  );
}

function AdminShell({ title, lead, actions, children }: AdminScreenProps) {
  const session = useAdminSession();
  const { pathname } = useLocation();
  if (session.isPending || (session.isError && isUnauthorized(session.error))) {
    return (
      <AdminFrame>
        <PageSpinner label="Checking your session" fullScreen />
      </AdminFrame>
    );
  }
  if (session.isError) {
    return (
      <AdminFrame>
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <ErrorNote error={session.error} />
        </div>
      </AdminFrame>
    );
  }
  // The owner requires a second factor and this member has none: every other screen's calls
  // would answer 403 until one is set up, on the account page.
  const { enrolled, required } = session.data.secondFactor;
  if (required && !enrolled && pathname !== adminAccountScreen.path) {
    return <Navigate to={adminAccountScreen.path} replace />;
  }
  return (
    <AdminFrame account={<AdminAccount />} role={session.data.admin.role}>
      <ReauthDialog secondFactor={enrolled} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
            {lead ? <p className="mt-2 text-muted-foreground">{lead}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </AdminFrame>
  );
}
