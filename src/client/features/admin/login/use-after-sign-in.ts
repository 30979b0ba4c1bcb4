import { useNavigate, useSearchParams } from 'react-router';
import { nextAfterSignIn } from '../../../../shared/admin/auth.ts';

/** Goes where the sign-in was asked from (`next`), or to /admin, once signed in. */
export function useAfterSignIn(): () => void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return () => void navigate(nextAfterSignIn(params.get('next')), { replace: true });
}
