/**
 * Each server folder's charter: what it owns, and the other server folders it may import. The
 * lint rule `shop/server-folder-charters` enforces the `imports` lists and the README's layout is
 * generated from `owns` (eslint/server-folders-readme.js), so the three cannot drift apart.
 *
 * `.` is the composition root (the files directly in src/server); `shared` is src/shared, open to
 * every server folder and importing none. A folder's own files and src/shared are always allowed,
 * so they are not listed. The lists form no cycle: a folder never reaches itself through them
 * (tests/unit/lint-server-folders.test.ts checks it).
 */

/** The folders that own a part of the shop, each with its charter. */
const domainFolders = {
  admin: {
    owns: 'admin accounts, sign-in and sessions, the admin guard, the orders dashboard and reconciliation',
    imports: [
      'audit',
      'crypto',
      'db',
      'files',
      'http',
      'licences',
      'mail',
      'orders',
      'payments',
      'products',
      'redis',
      'releases',
    ],
  },
  'api-docs': {
    owns: "the public API's OpenAPI document, made from the routes' own zod schemas",
    imports: [],
  },
  art: {
    owns: 'art collections, their media, supply and holds, editions, packages, certificates and verification',
    imports: ['admin', 'audit', 'db', 'files', 'http', 'mail', 'orders'],
  },
  audit: {
    owns: "the audit log of admins' actions",
    imports: ['db'],
  },
  backup: {
    owns: "backup and restore of the shop's tables and files, and their command line",
    imports: ['.', 'db'],
  },
  checkout: {
    owns: 'opening orders and the payment routes: checkout, Stripe webhooks, the test payment page',
    imports: ['art', 'crypto', 'db', 'http', 'licences', 'orders', 'payments', 'products'],
  },
  cockpit: {
    owns: "the owner's cockpit: customers by email with their timeline, and sales figures as SQL aggregates",
    imports: ['admin', 'db', 'orders'],
  },
  contact: {
    owns: 'the contact form and its mails',
    imports: ['db', 'http', 'mail'],
  },
  crypto: {
    owns: 'download tokens and sealed order references',
    imports: [],
  },
  db: {
    owns: 'the schema, migrations, the database client and advisory locks',
    imports: [],
  },
  downloads: {
    owns: "the download page and file (with the buyer's licence file spliced in), link previews and find-my-purchase",
    imports: [
      'art',
      'crypto',
      'db',
      'files',
      'http',
      'licences',
      'mail',
      'orders',
      'products',
      'releases',
    ],
  },
  files: {
    owns: 'the content-addressed file store shared by every process, and its sweep',
    imports: ['db'],
  },
  health: {
    owns: 'the health route',
    imports: ['db', 'redis'],
  },
  http: {
    owns: 'HTTP plumbing: headers, CSP, errors, rate limits, byte ranges, answers before Fastify',
    imports: ['db', 'redis'],
  },
  library: {
    owns: "the buyer's library: sign-in links sent by email, library sessions, and the buyer's purchases, keys, machines and release downloads",
    imports: [
      'art',
      'crypto',
      'db',
      'downloads',
      'http',
      'invoices',
      'licences',
      'mail',
      'orders',
      'releases',
      'update-mail',
    ],
  },
  invoices: {
    owns: "invoice and credit-note PDFs, buyers' billing details routes and the owner's period exports",
    imports: ['admin', 'db', 'http', 'orders'],
  },
  licences: {
    owns: "licence keys of bot orders, their machines, the signing key and the bot's licence API",
    imports: ['audit', 'crypto', 'db', 'http'],
  },
  mail: {
    owns: 'the mail outbox, its worker and transports, and the mail templates',
    imports: ['db'],
  },
  metrics: {
    owns: 'the Prometheus metrics route',
    imports: ['db'],
  },
  orders: {
    owns: "an order's lifecycle, fulfilment, download grants, receipts and the bot's part of an order",
    imports: ['audit', 'crypto', 'db', 'licences', 'mail', 'payments', 'products', 'releases'],
  },
  payments: {
    owns: 'payment providers: Stripe and the test provider',
    imports: ['crypto', 'db'],
  },
  products: {
    owns: "the bot's download package and its files",
    imports: ['db', 'files'],
  },
  redis: {
    owns: 'the optional shared Redis counters',
    imports: [],
  },
  releases: {
    owns: "the bot's releases, their publishing, short-lived release download links and the update check",
    imports: ['audit', 'crypto', 'db', 'files', 'http', 'licences', 'products'],
  },
  site: {
    owns: 'serving the prerendered front end, its compressed files and SEO files',
    imports: ['http'],
  },
  'update-mail': {
    owns: "buyers' update-mail preferences, a release's mail to past buyers at a rate, and its one-click unsubscribe",
    imports: ['admin', 'audit', 'db', 'http', 'mail', 'orders'],
  },
};

const domainNames = Object.keys(domainFolders);

/** Every charter: the composition root, the domain folders, test support and src/shared. */
export const serverFolders = {
  '.': {
    owns: 'the composition root: configuration, the shop services (shop.ts), the app (app.ts) with its routes (shop-routes.ts) and background work (shop-workers.ts), and its start-up',
    // Every domain folder but backup, whose command line starts from the root.
    imports: domainNames.filter((name) => name !== 'backup'),
  },
  ...domainFolders,
  testing: {
    owns: 'test support only (test apps, fixtures, fakes); no production file imports it',
    imports: ['.', ...domainNames],
  },
  shared: {
    owns: 'contracts and rules the client and the server share',
    imports: [],
  },
};

/** What a test file (`*.test.ts`) may import beyond its folder's charter: it drives the whole app. */
export const testFileImports = ['.', 'testing'];
