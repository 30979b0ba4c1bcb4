/**
 * Every path of the JSON API, once, as the Fastify pattern the server registers (`:id` marks a
 * parameter). The server registers each route with its pattern here; the client builds the URL it
 * calls with `apiPath`. The paths are contracts (docs/product-rules.md, "Names kept from the
 * earlier shop"): outside tools and the bot call them as they are, so a path here changes only
 * with its callers. Lint refuses an `/api/…` literal
 * anywhere else in src/client and src/server.
 */
export const apiPaths = {
  // Admin session
  adminLogin: '/api/admin/login',
  adminSession: '/api/admin/session',
  adminLogout: '/api/admin/logout',
  adminLogoutEverywhere: '/api/admin/logout-everywhere',
  // Staff: re-entering the password, one's own sessions, invitations and roles (docs/staff.md)
  adminReauth: '/api/admin/reauth',
  adminSessions: '/api/admin/sessions',
  adminSessionEnd: '/api/admin/sessions/:id',
  adminInvitationAccept: '/api/admin/invitations/accept',
  adminStaff: '/api/admin/staff',
  adminStaffInvitations: '/api/admin/staff/invitations',
  adminStaffInvitation: '/api/admin/staff/invitations/:id',
  adminStaffMember: '/api/admin/staff/:id',
  adminStaffSessions: '/api/admin/staff/sessions',
  adminStaffSession: '/api/admin/staff/sessions/:id',
  // Admin dashboard
  adminOverview: '/api/admin/overview',
  adminPurchases: '/api/admin/purchases',
  adminSystemStatus: '/api/admin/system-status',
  adminAuditLog: '/api/admin/audit-log',
  adminPaymentEvents: '/api/admin/payment-events',
  adminReconciliation: '/api/admin/reconciliation',
  // The owner's cockpit: customers and sales figures (docs/customers-and-sales.md)
  adminCustomers: '/api/admin/customers',
  adminCustomersExport: '/api/admin/customers/export.csv',
  adminCustomer: '/api/admin/customers/:email',
  adminSales: '/api/admin/sales',
  // Admin orders
  adminOrders: '/api/admin/orders',
  adminOrdersExport: '/api/admin/orders/export.csv',
  adminOrder: '/api/admin/orders/:id',
  adminOrderRefund: '/api/admin/orders/:id/refund',
  adminOrderDisputeEvidence: '/api/admin/orders/:id/dispute/evidence',
  adminOrderResendReceipt: '/api/admin/orders/:id/resend-receipt',
  adminOrderFreshLink: '/api/admin/orders/:id/fresh-link',
  adminOrderArtPackage: '/api/admin/orders/:id/art-package',
  adminOrderInvoice: '/api/admin/orders/:id/invoice.pdf',
  adminOrderCreditNote: '/api/admin/orders/:id/credit-note.pdf',
  adminInvoicesCsv: '/api/admin/invoices.csv',
  adminInvoicesZip: '/api/admin/invoices.zip',
  adminOrderLicenceRevoke: '/api/admin/orders/:id/licence/revoke',
  adminOrderLicenceRestore: '/api/admin/orders/:id/licence/restore',
  adminOrderLicenceResetMachines: '/api/admin/orders/:id/licence/reset-machines',
  adminDiscountCodes: '/api/admin/discount-codes',
  adminDiscountCode: '/api/admin/discount-codes/:id',
  adminManualDelivery: '/api/admin/convert-to-nft-delivery',
  adminManualDeliveryPreview: '/api/admin/convert-to-nft-delivery/preview',
  // Admin files, mail and messages
  adminFiles: '/api/admin/files',
  adminFile: '/api/admin/files/:id',
  adminFileActive: '/api/admin/files/:id/active',
  adminReleases: '/api/admin/releases',
  adminReleaseUpload: '/api/admin/releases/upload',
  adminRelease: '/api/admin/releases/:id',
  adminMail: '/api/admin/mail',
  adminMailRetry: '/api/admin/mail/:id/retry',
  adminMailContent: '/api/admin/mail/:id',
  adminMailRetention: '/api/admin/mail/retention',
  adminTestEmail: '/api/admin/test-email',
  adminMessages: '/api/admin/messages',
  adminMessageResponded: '/api/admin/messages/:id/responded',
  adminMessage: '/api/admin/messages/:id',
  adminMessageReply: '/api/admin/messages/:id/reply',
  adminSavedAnswers: '/api/admin/saved-answers',
  adminSavedAnswer: '/api/admin/saved-answers/:id',
  // Art admin (the writes sit beside the public list, as the earlier shop named them)
  adminArtUpload: '/api/admin/upload-nft-image',
  artAdminCheckAuth: '/api/art-admin/check-auth',
  artAdminCollections: '/api/art-admin/collections',
  artCollections: '/api/art/collections',
  artCollection: '/api/art/collections/:id',
  artPiece: '/api/art/pieces/:slug',
  artVerify: '/api/art/verify/:code',
  // Checkout and delivery
  checkoutStatus: '/api/checkout/status',
  createPaymentIntent: '/api/create-payment-intent',
  order: '/api/orders/:token',
  orderInvoice: '/api/orders/:token/invoice.pdf',
  orderCreditNote: '/api/orders/:token/credit-note.pdf',
  orderBilling: '/api/orders/:token/billing',
  testPaymentConfirm: '/api/test-payments/confirm',
  testPaymentDispute: '/api/test-payments/dispute',
  testPaymentDisputeClose: '/api/test-payments/dispute/close',
  stripeWebhook: '/api/webhooks/stripe',
  download: '/api/downloads/:token',
  downloadInvoice: '/api/downloads/:token/invoice.pdf',
  findPurchase: '/api/find-purchase',
  contact: '/api/contact',
  // The buyer's library (signed in by a link sent by email)
  librarySignIn: '/api/library/sign-in',
  librarySignOut: '/api/library/sign-out',
  library: '/api/library',
  libraryLicenceKey: '/api/library/purchases/:reference/licence-key',
  libraryDeactivateMachine: '/api/library/purchases/:reference/machines/deactivate',
  libraryDownloadLatest: '/api/library/purchases/:reference/download-latest',
  libraryCertificate: '/api/library/purchases/:reference/certificate',
  libraryInvoice: '/api/library/purchases/:reference/invoice.pdf',
  libraryCreditNote: '/api/library/purchases/:reference/credit-note.pdf',
  libraryBilling: '/api/library/purchases/:reference/billing',
  libraryUpdateMail: '/api/library/update-mail',
  // The bot's licence API (versioned: programs call it)
  licenceActivate: '/api/v1/licences/activate',
  licenceValidate: '/api/v1/licences/validate',
  licenceDeactivate: '/api/v1/licences/deactivate',
  licencePublicKey: '/api/v1/licences/public-key',
  // The bot's update check: the newest release its licence may install
  updatesCheck: '/api/v1/updates/check',
  // Update mail: a release's mail to past buyers (admin), and its one-click unsubscribe link
  adminReleaseNotify: '/api/admin/releases/:id/notify',
  updateMailUnsubscribe: '/api/update-mail/unsubscribe',
  // The public API's own description
  openApi: '/api/openapi.json',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** Where the JSON API lives: nothing under it is a page. */
export const apiRoot = '/api';

/** Every route under these is an admin route, guarded by its prefix (admin-guard.ts). */
export const adminApiPrefixes = ['/api/admin/', '/api/art-admin/'] as const;

/** The `:name` parameters of a pattern, as a union of their names. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsOf<Name extends ApiPathName> = ParamNames<(typeof apiPaths)[Name]>;

/**
 * The URL of `name`, each parameter filled in and encoded:
 * `apiPath('adminOrderRefund', { id: 7 })` is `/api/admin/orders/7/refund`. A path with
 * parameters refuses to build without them (a type error).
 */
export function apiPath<Name extends ApiPathName>(
  name: Name,
  ...[params]: [ParamsOf<Name>] extends [never] ? [] : [Record<ParamsOf<Name>, string | number>]
): string {
  const values: Record<string, string | number> = params ?? {};
  return apiPaths[name].replace(/:(\w+)/g, (_pattern, key: string) =>
    encodeURIComponent(String(values[key])),
  );
}

/** `path` with a query string of the values that are set (undefined ones are left out). */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
