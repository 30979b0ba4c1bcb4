/**
 * The one place that names the brand, the exchange, the links, the price and every limit the
 * product promises (docs/product-rules.md says what each is for). Client and server both read
 * from here; nothing else hard-codes these values.
 */
const brand = 'Cryptomaton';
const sellerCountry = 'New Zealand';

export const siteConfig = {
  brand,
  tagline: 'Automate Your Crypto Trading With Confidence',
  blurb:
    'Professional cryptocurrency trading automation with sophisticated strategies and robust risk management.',
  exchange: { name: 'Binance', market: 'spot' },
  messaging: { name: 'Telegram', botFather: 'BotFather' },
  links: {
    community: 'https://t.me/cryptomaton_community',
    twitter: 'https://x.com/cryptomaton',
    github: 'https://github.com/cryptomaton',
    youtube: 'https://www.youtube.com/@cryptomaton',
    supportEmail: 'support@cryptomaton.app',
  },
  legal: {
    governingLaw: 'New Zealand',
    sellerCountry,
  },
  support: {
    hours: 'Monday-Friday 9 AM-5 PM NZT',
    responseTime: '24-48 hours',
  },
} as const;

export const commerce = {
  currency: 'USD',
  /** The bot's price in cents; the server charges this, never an amount from the client. */
  botPriceCents: 14_900,
  botProductName: 'Algorithm Zip',
  downloadHours: 48,
  maxDownloads: 3,
  emailExpectedWithinMinutes: 15,
  artDownloadHours: 72,
  artMaxDownloads: 3,
  /** How long a started art purchase holds its unit before it goes back on sale. */
  artHoldMinutes: 30,
  /** Reconciliation compares the provider's succeeded payments of this many days with orders. */
  reconciliationDays: 3,
  reconciliationEveryMinutes: 15,
  customBacktestDays: 200,
  vpsMonthlyCost: { min: 5, max: 20 },
  refunds: {
    technicalIssueBusinessDays: 5,
    nonDeliveryHours: 24,
    processingBusinessDays: '5-7',
    fastestHandlingHours: 48,
    incompatibilityReportHours: 24,
  },
} as const;

export const interfaceLimits = {
  demoSessionSeconds: 600,
  demoLoadingMs: 1_500,
  readingWordsPerMinute: 225,
  homeBlogTeaserCount: 3,
  relatedArticlesCount: 3,
  adminListSize: 10,
  adminRefetchMs: 5_000,
  defaultTotalSupply: 1,
  toast: {
    limit: 1,
    durationMs: 5_000,
    swipeThresholdPx: 50,
    hotkey: 'F8',
    removeDelayMs: 1_000_000,
  },
  headerScrollThresholdPx: 10,
  anchorScrollOffsetPx: 80,
  anchorNavigateDelayMs: 100,
  defaultTheme: 'light',
  themeStorageKey: 'theme',
} as const;

/**
 * Admin sign-in limits (docs/sign-in-limits.md). Every attempt is counted before its password is
 * checked, in each window that applies, and refused (429) while one is full:
 * - per account and client address: an owner who mistypes four times still gets in, and one
 *   address cannot guess an account faster than this;
 * - per account across every address: the slower cap that keeps guessing from many addresses
 *   slow. A device the owner signed in from before skips it (a stranger cannot keep the owner
 *   out) and counts in a window of its own instead;
 * - per client address across accounts: one client cannot guess account after account.
 */
export const signInLimits = {
  perAccountAndClient: { max: 5, windowSeconds: 15 * 60 },
  perAccount: { max: 10, windowSeconds: 60 * 60 },
  perKnownDevice: { max: 5, windowSeconds: 15 * 60 },
  perClient: { max: 20, windowSeconds: 15 * 60 },
  /** How long a device stays known after its last sign-in (its cookie lives as long). */
  knownDeviceDays: 90,
} as const;

/**
 * "Find my purchase" (docs/find-my-purchase.md): how many mails an address gets an hour, and how
 * long the single-use link in each stays good. Opening that link, not the request, issues the
 * fresh download links.
 */
export const findPurchaseLimits = {
  mailsPerAddressPerHour: 3,
  recoveryLinkHours: 24,
} as const;
