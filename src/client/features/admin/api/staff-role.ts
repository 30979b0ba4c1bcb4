import { roleMayCall } from '../../../../shared/admin/route-roles.ts';
import { useAdminSession } from './admin-session.ts';

/**
 * Whether the signed-in role may call a route (`apiPaths` pattern), by the server's own rules:
 * screens leave out the buttons whose calls would answer 403.
 */
export function useMayCall(method: string, path: string): boolean {
  const role = useAdminSession().data?.admin.role;
  return role !== undefined && roleMayCall(role, method, path);
}
