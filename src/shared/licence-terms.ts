/**
 * The licence settings a shop starts with (LICENCE_MACHINES_ALLOWED, LICENCE_OFFLINE_GRACE_DAYS
 * change them): the licence page and the setup guide state these. Kept free of zod, so the public
 * pages that quote them load no schema code.
 */
export const licenceDefaults = { machinesAllowed: 2, offlineGraceDays: 14 } as const;
