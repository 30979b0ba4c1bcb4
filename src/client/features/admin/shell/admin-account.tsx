import { Link } from 'react-router';
import { staffRoleNames } from '../../../../shared/admin/staff-roles.ts';
import { adminAccountScreen } from '../../../components/admin/admin-screens.ts';
import { useAdminSession } from '../api/admin-session.ts';
import { SignOutButtons } from './sign-out-buttons.tsx';

/** Who is signed in, and the sign-out buttons: the account part of the admin header. */
export function AdminAccount() {
  const session = useAdminSession();
  if (!session.data) return null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <p className="min-w-0 text-sm wrap-anywhere text-muted-foreground">
        Signed in as{' '}
        <Link
          to={adminAccountScreen.path}
          className="font-medium text-foreground underline-offset-4 hover:underline"
        >
          {session.data.admin.email}
        </Link>{' '}
        ({staffRoleNames[session.data.admin.role]})
      </p>
      <SignOutButtons />
    </div>
  );
}
