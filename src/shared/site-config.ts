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
  /** How long an unpaid order holds its discount code's use before it goes back. */
  discountHoldMinutes: 30,
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

/**
 * How many requests one client address may make to a public route in a window before it is
 * refused (429, "Please wait … and try again"). Each route reads its limit from here; the numbers
 * are set well above what a person using the site sends, and low enough to slow a script.
 */
export const rateLimits = {
  /** Each try opens an order and asks the payment provider for an intent: a buyer retrying a
   * declined card a few times stays far below 10, a script opening orders does not. */
  createPaymentIntent: { max: 10, windowSeconds: 60 },
  /** The test provider's card form: a tester trying each test card stays far below this. */
  testPaymentConfirm: { max: 20, windowSeconds: 60 },
  /** The thank-you page asks every 1.5 s while a payment is confirmed: 40 a minute per tab. */
  orderStatus: { max: 120, windowSeconds: 60 },
  /** The download page and its reloads; tokens are unguessable, so this only keeps bots polite. */
  downloadPage: { max: 120, windowSeconds: 60 },
  /** Each request may mail an address: a buyer asks once or twice, never five times. */
  findPurchase: { max: 5, windowSeconds: 15 * 60 },
  /** The single-use link's page and its button; mail scanners fetch it too. */
  findPurchasePage: { max: 30, windowSeconds: 60 },
  /** Asking for a library sign-in link: each may mail a buyer, so as few as "find my purchase". */
  librarySignIn: { max: 5, windowSeconds: 15 * 60 },
  /** The sign-in link's page and its button; mail scanners fetch it too. */
  librarySignInPage: { max: 30, windowSeconds: 60 },
  /** Accepting a staff invitation (page, form and API): each try may hash a password. */
  staffInvitation: { max: 20, windowSeconds: 15 * 60 },
  /** The library's own calls, signed in: a page load, reveals, deactivations, downloads. */
  library: { max: 120, windowSeconds: 60 },
  /** Each message mails staff and the sender: a person writes one or two, not five. */
  contact: { max: 5, windowSeconds: 10 * 60 },
  /** The gallery's live list, fetched on each visit: high, since many visitors share addresses. */
  artCollections: { max: 300, windowSeconds: 60 },
  /** Codes carry 100 random bits, so guessing is hopeless; the limit keeps scrapers polite. */
  artVerify: { max: 30, windowSeconds: 60 },
  /** "Check now": each run reads the provider's list of payments, so a few a minute is plenty. */
  reconciliation: { max: 6, windowSeconds: 60 },
  /** The bot's licence calls from one address: a bot validates a few times a day, a VPS host
   * with many bots behind one address stays below this, a key-guessing script does not. */
  licenceClient: { max: 60, windowSeconds: 60 },
  /** Calls naming one licence key, from any address: a leaked key tried on many machines. */
  licenceKey: { max: 30, windowSeconds: 60 },
  /** The public key is fetched once per install; cached by whoever asks. */
  licencePublicKey: { max: 60, windowSeconds: 60 },
  /** An update mail's unsubscribe link: its page and its one-click POST (mail scanners too). */
  updateMailUnsubscribe: { max: 30, windowSeconds: 60 },
} as const;
