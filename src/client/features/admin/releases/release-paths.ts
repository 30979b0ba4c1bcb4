import { adminScreens } from '../../../components/admin/admin-screens.ts';

/** A release's page in the admin area. */
export const releasePagePath = (id: number) => `${adminScreens.releases.path}/${id}`;
