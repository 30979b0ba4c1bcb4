import { apiPaths } from '../api-paths.ts';
import { secondFactorPaths } from './second-factor.ts';
import { roleAllows, type StaffRole } from './staff-roles.ts';

/**
 * What an admin route needs: `public` (no session: signing in, accepting an invitation), or the
 * least staff role; `recentCheck` asks for a password check within RECENT_CHECK_SECONDS (refunds,
 * file deletions, staff changes, settings).
 */
export interface AdminRouteRule {
  role: StaffRole | 'public';
  recentCheck?: boolean;
  /**
   * Open to a member who must still set up a second factor (the owner requires one): their
   * session, signing out, and the set-up itself. Every other route answers 403 until then.
   */
  duringSetup?: boolean;
}

const publicRoute: AdminRouteRule = { role: 'public' };
const support: AdminRouteRule = { role: 'support' };
const owner: AdminRouteRule = { role: 'owner' };
const ownerRechecked: AdminRouteRule = { role: 'owner', recentCheck: true };
const ownAccount: AdminRouteRule = { role: 'support', duringSetup: true };
const ownAccountRechecked: AdminRouteRule = { ...ownAccount, recentCheck: true };

/**
 * Every admin route (`/api/admin/*`, `/api/art-admin/*` and the art writes and uploads behind the
 * guard), keyed `METHOD pattern`, with the rule the server enforces (admin-guard.ts). A route
 * missing here refuses to register, so no admin route goes without a stated role; giving a new
 * route its role is the one line here. HEAD follows its GET.
 */
export const adminRouteRules: Readonly<Record<string, AdminRouteRule>> = {
  // Signing in and one's own sessions
  [`POST ${apiPaths.adminLogin}`]: publicRoute,
  [`POST ${apiPaths.adminInvitationAccept}`]: publicRoute,
  [`POST ${secondFactorPaths.signInSecondStep}`]: publicRoute,
  [`POST ${secondFactorPaths.signInPasskeyOptions}`]: publicRoute,
  [`GET ${apiPaths.adminSession}`]: ownAccount,
  [`POST ${apiPaths.adminLogout}`]: ownAccount,
  [`POST ${apiPaths.adminLogoutEverywhere}`]: ownAccount,
  [`POST ${apiPaths.adminReauth}`]: ownAccount,
  [`POST ${secondFactorPaths.reauthPasskeyOptions}`]: ownAccount,
  [`GET ${apiPaths.adminSessions}`]: ownAccount,
  [`DELETE ${apiPaths.adminSessionEnd}`]: ownAccount,
  // One's own second factors (changing them wants a recent check) and the owner's policy
  [`GET ${secondFactorPaths.account}`]: ownAccount,
  [`POST ${secondFactorPaths.totpSetup}`]: ownAccountRechecked,
  [`POST ${secondFactorPaths.totp}`]: ownAccountRechecked,
  [`DELETE ${secondFactorPaths.totp}`]: ownAccountRechecked,
  [`POST ${secondFactorPaths.recoveryCodes}`]: ownAccountRechecked,
  [`POST ${secondFactorPaths.passkeyOptions}`]: ownAccountRechecked,
  [`POST ${secondFactorPaths.passkeys}`]: ownAccountRechecked,
  [`DELETE ${secondFactorPaths.passkey}`]: ownAccountRechecked,
  [`GET ${secondFactorPaths.policy}`]: ownAccount,
  [`PUT ${secondFactorPaths.policy}`]: ownerRechecked,
  // Staff (the owner's)
  [`GET ${apiPaths.adminStaff}`]: owner,
  [`POST ${apiPaths.adminStaffInvitations}`]: ownerRechecked,
  [`DELETE ${apiPaths.adminStaffInvitation}`]: ownerRechecked,
  [`PATCH ${apiPaths.adminStaffMember}`]: ownerRechecked,
  [`DELETE ${apiPaths.adminStaffMember}`]: ownerRechecked,
  [`GET ${apiPaths.adminStaffSessions}`]: owner,
  [`DELETE ${apiPaths.adminStaffSession}`]: owner,
  [`DELETE ${secondFactorPaths.memberReset}`]: ownerRechecked,
  // Dashboard
  [`GET ${apiPaths.adminOverview}`]: support,
  [`GET ${apiPaths.adminPurchases}`]: support,
  [`GET ${apiPaths.adminSystemStatus}`]: support,
  [`GET ${apiPaths.adminAuditLog}`]: owner,
  [`GET ${apiPaths.adminPaymentEvents}`]: owner,
  [`GET ${apiPaths.adminReconciliation}`]: owner,
  [`POST ${apiPaths.adminReconciliation}`]: owner,
  // Orders: support reads them, resends receipts and makes fresh links
  [`GET ${apiPaths.adminOrders}`]: support,
  [`GET ${apiPaths.adminOrdersExport}`]: support,
  [`GET ${apiPaths.adminOrder}`]: support,
  [`POST ${apiPaths.adminOrderResendReceipt}`]: support,
  [`POST ${apiPaths.adminOrderFreshLink}`]: support,
  [`GET ${apiPaths.adminOrderInvoice}`]: support,
  [`GET ${apiPaths.adminOrderCreditNote}`]: support,
  [`POST ${apiPaths.adminOrderRefund}`]: ownerRechecked,
  [`POST ${apiPaths.adminOrderDisputeEvidence}`]: owner,
  [`GET ${apiPaths.adminOrderArtPackage}`]: owner,
  [`POST ${apiPaths.adminOrderLicenceRevoke}`]: owner,
  [`POST ${apiPaths.adminOrderLicenceRestore}`]: owner,
  [`POST ${apiPaths.adminOrderLicenceResetMachines}`]: owner,
  [`GET ${apiPaths.adminInvoicesCsv}`]: owner,
  [`GET ${apiPaths.adminInvoicesZip}`]: owner,
  [`GET ${apiPaths.adminManualDeliveryPreview}`]: owner,
  [`POST ${apiPaths.adminManualDelivery}`]: owner,
  // Customers (support answers buyers) and sales figures (the owner's)
  [`GET ${apiPaths.adminCustomers}`]: support,
  [`GET ${apiPaths.adminCustomersExport}`]: support,
  [`GET ${apiPaths.adminCustomer}`]: support,
  [`GET ${apiPaths.adminSales}`]: owner,
  // Discount codes
  [`GET ${apiPaths.adminDiscountCodes}`]: owner,
  [`POST ${apiPaths.adminDiscountCodes}`]: owner,
  [`PATCH ${apiPaths.adminDiscountCode}`]: owner,
  // Messages and mail
  [`GET ${apiPaths.adminMessages}`]: support,
  [`POST ${apiPaths.adminMessageResponded}`]: support,
  [`GET ${apiPaths.adminMessage}`]: support,
  [`POST ${apiPaths.adminMessageReply}`]: support,
  [`GET ${apiPaths.adminSavedAnswers}`]: support,
  [`POST ${apiPaths.adminSavedAnswers}`]: support,
  [`PATCH ${apiPaths.adminSavedAnswer}`]: support,
  [`DELETE ${apiPaths.adminSavedAnswer}`]: support,
  [`GET ${apiPaths.adminMail}`]: support,
  // What a mail said: its tokens and keys are hidden once sent (mail/kept-copy.ts).
  [`GET ${apiPaths.adminMailContent}`]: support,
  [`POST ${apiPaths.adminMailRetry}`]: support,
  [`GET ${apiPaths.adminMailRetention}`]: support,
  [`PUT ${apiPaths.adminMailRetention}`]: ownerRechecked,
  [`POST ${apiPaths.adminTestEmail}`]: owner,
  // Files and releases
  [`GET ${apiPaths.adminFiles}`]: owner,
  [`POST ${apiPaths.adminFiles}`]: owner,
  [`DELETE ${apiPaths.adminFile}`]: ownerRechecked,
  [`POST ${apiPaths.adminFileActive}`]: owner,
  [`GET ${apiPaths.adminReleases}`]: owner,
  [`GET ${apiPaths.adminRelease}`]: owner,
  [`POST ${apiPaths.adminReleases}`]: owner,
  [`POST ${apiPaths.adminReleaseUpload}`]: owner,
  [`GET ${apiPaths.adminReleaseNotify}`]: owner,
  [`POST ${apiPaths.adminReleaseNotify}`]: owner,
  // Art
  [`GET ${apiPaths.artAdminCheckAuth}`]: owner,
  [`GET ${apiPaths.artAdminCollections}`]: owner,
  [`POST ${apiPaths.artCollections}`]: owner,
  [`PUT ${apiPaths.artCollection}`]: owner,
  [`DELETE ${apiPaths.artCollection}`]: owner,
  [`POST ${apiPaths.adminArtUpload}`]: owner,
};

/** The rule of a registered route (its pattern, as Fastify matched it), if it states one. */
export function adminRouteRule(method: string, url: string): AdminRouteRule | undefined {
  return adminRouteRules[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** Whether a signed-in `role` may call a route at all (screens hide what it may not). */
export function roleMayCall(role: StaffRole, method: string, url: string): boolean {
  const rule = adminRouteRule(method, url);
  if (!rule) return false;
  return rule.role === 'public' || roleAllows(role, rule.role);
}
