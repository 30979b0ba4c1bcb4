/**
 * Every screen in the admin navigation, in the order the navigation lists them. Each has one
 * name: the navigation's label, the screen's heading and its page title all read it from here,
 * so the owner never meets two names for one screen.
 */
export const adminScreens = {
  dashboard: { path: '/admin', name: 'Dashboard' },
  orders: { path: '/admin/orders', name: 'Orders' },
  purchases: { path: '/admin/dashboard', name: 'Purchases' },
  customers: { path: '/admin/customers', name: 'Customers' },
  sales: { path: '/admin/sales', name: 'Sales', ownerOnly: true },
  files: { path: '/admin/files', name: 'Files', ownerOnly: true },
  releases: { path: '/admin/releases', name: 'Releases', ownerOnly: true },
  discountCodes: { path: '/admin/discount-codes', name: 'Discount codes', ownerOnly: true },
  messages: { path: '/admin/messages', name: 'Messages' },
  mail: { path: '/admin/mail', name: 'Mail' },
  art: { path: '/art-admin', name: 'Art admin', ownerOnly: true },
  manualDelivery: { path: '/admin/manual-delivery', name: 'Manual delivery', ownerOnly: true },
  staff: { path: '/admin/staff', name: 'Staff', ownerOnly: true },
} as const satisfies Record<string, { path: string; name: string; ownerOnly?: true }>;

/** One's own account: second factors, sessions (linked from the header, not the navigation). */
export const adminAccountScreen = { path: '/admin/account', name: 'Your account' } as const;

export type AdminScreenKey = keyof typeof adminScreens;

/** The navigation's entries, in order. */
export const adminNavEntries: readonly { path: string; name: string; ownerOnly?: true }[] =
  Object.values(adminScreens);

/**
 * The entries a role sees: support is not shown the owner's screens (their calls answer 403). A
 * frame that does not say (the art admin, which only owners pass) shows them all.
 */
export const navEntriesFor = (role: 'owner' | 'support' | undefined) =>
  adminNavEntries.filter((screen) => role !== 'support' || !screen.ownerOnly);

/** The page title of an admin screen, for its route's `meta`. */
export const adminScreenName = (key: AdminScreenKey) => adminScreens[key].name;
