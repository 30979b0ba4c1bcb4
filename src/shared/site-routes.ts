/**
 * Which paths exist and how each is delivered. The build prerenders `publicPaths`; the server
 * answers `clientOnlyPaths` with the SPA shell and everything else unknown with the 404 page.
 */
export const publicPaths = [
  '/',
  '/features',
  '/pricing',
  '/how-it-works',
  '/setup-guide',
  '/faq',
  '/blog',
  '/contact',
  '/support',
  '/terms-of-service',
  '/privacy-policy',
  '/disclaimer',
  '/license',
  '/refund-policy',
  '/telegram-preview',
  '/digital-collectibles',
] as const;

/** Rendered in the browser only: they depend on the visitor's order, session or clock. */
export const clientOnlyPaths = [
  '/checkout',
  '/thank-you',
  '/library',
  '/demo',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/orders',
  '/admin/customers',
  '/admin/sales',
  '/admin/messages',
  '/admin/mail',
  '/admin/files',
  '/admin/releases',
  '/admin/discount-codes',
  '/admin/manual-delivery',
  '/admin/staff',
  '/admin/account',
  '/art-admin',
] as const;

/**
 * Client-only pages whose first state is the same for every visitor: prerendered in that state
 * (the demo's loading screen, checkout's email step), so they paint before their scripts load.
 * Still `noindex`.
 */
export const prerenderedClientOnlyPaths = [
  '/demo',
  '/checkout',
] as const satisfies readonly ClientOnlyPath[];

type ClientOnlyPath = (typeof clientOnlyPaths)[number];

/** A download link's page (`/download/{token}`): client-only, like the thank-you page. */
export const DOWNLOAD_PAGE_PATH = /^\/download\/[A-Za-z0-9_-]{1,200}$/;

/** A certificate's verify page (`/digital-collectibles/verify/{code}`): client-only, any text. */
export const ART_VERIFY_PAGE_PATH = /^\/digital-collectibles\/verify\/[^/]{1,100}$/;

/**
 * An art piece's page (`/digital-collectibles/{slug}`): made in the browser from the shop's
 * records, like a client-only page, though the server answers it itself (with the piece's head,
 * or 404), so it is not in `isClientOnlyPath`.
 */
export const ART_PIECE_PAGE_PATH = /^\/digital-collectibles\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An order's admin page (`/admin/orders/{id}`): client-only, behind the admin screen guard. */
export const ADMIN_ORDER_PAGE_PATH = /^\/admin\/orders\/[1-9][0-9]{0,11}$/;

/** A release's admin page (`/admin/releases/{id}`): client-only, like an order's. */
export const ADMIN_RELEASE_PAGE_PATH = /^\/admin\/releases\/[1-9][0-9]{0,11}$/;

/** A contact message's admin page (`/admin/messages/{id}`): client-only, like an order's. */
export const ADMIN_MESSAGE_PAGE_PATH = /^\/admin\/messages\/[1-9][0-9]{0,11}$/;

/** A customer's admin page (`/admin/customers/{email}`, the address URL-encoded): client-only. */
export const ADMIN_CUSTOMER_PAGE_PATH = /^\/admin\/customers\/[^/]{1,800}$/;

/** The prerendered not-found page; the server sends it with status 404. */
export const notFoundPath = '/404';

/** Prerendered "not found" states of the blog, sent with 404 for unknown slugs below them. */
export const blogNotFoundPaths = {
  article: '/blog/post-not-found',
  category: '/blog/category/category-not-found',
} as const;

/** The not-found page for a path: the blog's own below /blog/, the site's elsewhere. */
export function notFoundPageFor(pathname: string): string {
  const path = normalizePath(pathname);
  if (path.startsWith('/blog/category/')) return blogNotFoundPaths.category;
  if (path.startsWith('/blog/')) return blogNotFoundPaths.article;
  return notFoundPath;
}

export const permanentRedirects: Readonly<Record<string, string>> = {
  '/privacy': '/privacy-policy',
};

export function prerenderedPaths(): string[] {
  return [...publicPaths, ...prerenderedClientOnlyPaths, notFoundPath];
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isClientOnlyPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    (clientOnlyPaths as readonly string[]).includes(path) ||
    DOWNLOAD_PAGE_PATH.test(path) ||
    ART_VERIFY_PAGE_PATH.test(path) ||
    ADMIN_ORDER_PAGE_PATH.test(path) ||
    ADMIN_CUSTOMER_PAGE_PATH.test(path) ||
    ADMIN_MESSAGE_PAGE_PATH.test(path) ||
    ADMIN_RELEASE_PAGE_PATH.test(path)
  );
}
