import { ShieldCheck } from 'lucide-react';
import { AdminFrame } from '../../../components/admin/admin-header.tsx';
import { AdminQueryProvider } from '../../../components/admin/admin-query-provider.tsx';
import { signInPathHere } from '../shell/sign-in-redirect.ts';
import { SignInSteps } from './sign-in-steps.tsx';

/**
 * /admin/login: staff only. The server sends every signed-out admin screen here. The admin header
 * without its navigation: none of its screens opens before signing in.
 */
export function SignInPage() {
  return (
    <AdminQueryProvider leaveTo={signInPathHere}>
      <AdminFrame>
        <div className="mx-auto grid max-w-md px-4 py-16 sm:py-24">
          <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <ShieldCheck className="size-8 text-primary" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold tracking-tight">Staff sign-in</h1>
            <p className="mt-2 text-sm text-muted-foreground">
              Sign in to manage orders, files and messages.
            </p>
            <div className="mt-6">
              <SignInSteps />
            </div>
          </div>
        </div>
      </AdminFrame>
    </AdminQueryProvider>
  );
}
