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
  sales: { path: '/admin/sales', name: 'Sales' },
  files: { path: '/admin/files', name: 'Files' },
  releases: { path: '/admin/releases', name: 'Releases' },
  discountCodes: { path: '/admin/discount-codes', name: 'Discount codes' },
  messages: { path: '/admin/messages', name: 'Messages' },
  mail: { path: '/admin/mail', name: 'Mail' },
  art: { path: '/art-admin', name: 'Art admin' },
  manualDelivery: { path: '/admin/manual-delivery', name: 'Manual delivery' },
} as const satisfies Record<string, { path: string; name: string }>;

export type AdminScreenKey = keyof typeof adminScreens;

/** The navigation's entries, in order. */
export const adminNavEntries = Object.values(adminScreens);

/** The page title of an admin screen, for its route's `meta`. */
export const adminScreenName = (key: AdminScreenKey) => adminScreens[key].name;
