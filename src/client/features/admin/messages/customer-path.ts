import { withQuery } from '../../../../shared/api-paths.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';

/** Where a buyer's email leads on the admin: their orders. */
export const customerPath = (email: string) => withQuery(adminScreens.orders.path, { q: email });
