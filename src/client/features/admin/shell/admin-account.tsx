import { useAdminSession } from '../api/admin-session.ts';
import { SignOutButtons } from './sign-out-buttons.tsx';

/** Who is signed in, and the sign-out buttons: the account part of the admin header. */
export function AdminAccount() {
  const session = useAdminSession();
  if (!session.data) return null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <p className="min-w-0 text-sm wrap-anywhere text-muted-foreground">
        Signed in as <span className="font-medium text-foreground">{session.data.admin.email}</span>
      </p>
      <SignOutButtons />
    </div>
  );
}
