import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ArtPackages } from './art/art-package.ts';
import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import { shopFileStore } from './files/shop-file-store.ts';
import { OutboxWorker } from './mail/outbox-worker.ts';
import { localTransport, type MailTransport, smtpTransport } from './mail/transport.ts';
import { artLifecycle } from './art/art-fulfilment.ts';
import type { LicenceSettings } from './licences/machine-calls.ts';
import { loadLibrarySealKey } from './licences/library-seal-key.ts';
import { loadSigningKey } from './licences/signing-key.ts';
import type { LibrarySealKey } from './crypto/library-seal.ts';
import { botCopySha256 } from './downloads/order-copy.ts';
import type { ReceiptSettings } from './orders/link-facts.ts';
import { botLifecycle } from './orders/bot-lifecycle.ts';
import type { FulfilmentContext } from './orders/fulfilment.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { StripePaymentProvider } from './payments/stripe-provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { ProductFiles } from './products/product-files.ts';
import { siteConfig } from '../shared/site-config.ts';
import { UpdateMailJob } from './update-mail/update-mail-job.ts';
import type { CheckoutTax } from './checkout/tax-quote.ts';
import { TaxRecords } from './orders/tax-records.ts';

/** The services behind the routes, built once per app from the configuration. */
export interface Shop {
  db: Db;
  /** Uploaded and built files, shared by every process; cached in DATA_DIR/files. */
  files: FileStore;
  payments: PaymentProvider;
  productFiles: ProductFiles;
  artPackages: ArtPackages;
  mailTransport: MailTransport;
  outbox: OutboxWorker;
  fulfilment: FulfilmentContext;
  /** Where a mail's links point, who sells, and the hash of each order's copy of the bot. */
  receipts: ReceiptSettings;
  /** Licences of bot orders: machines per licence, offline grace, and the signing key. */
  licences: LicenceSettings;
  /** Hands a release's update mail to the outbox at the shop's rate. */
  updateMail: UpdateMailJob;
  /** The buyer's library: the key that opens licence keys there, and its daily downloads. */
  library: LibrarySettings;
  /** Tax at checkout (TAX_MODE): off, or Stripe Tax with the seller's country. */
  tax: CheckoutTax;
  /** Reports taxed orders' transactions and refunds' reversals to Stripe Tax, with retries. */
  taxRecords: TaxRecords;
}

export interface LibrarySettings {
  seal: LibrarySealKey;
  /** Release downloads a buyer may take from the library in 24 hours (LIBRARY_DOWNLOADS_PER_DAY). */
  downloadsPerDay: number;
}

export interface ShopOverrides {
  /** Tests swap in Stripe pointed at a fake API, or an SMTP transport of their own. */
  payments?: PaymentProvider;
  mailTransport?: MailTransport;
  /** Tests lower the upload limit to prove it without sending hundreds of megabytes. */
  productFileMaxBytes?: number;
  /** The same for artwork uploads. */
  artUploadMaxBytes?: number;
}

export async function createShop(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  overrides: ShopOverrides = {},
): Promise<Shop> {
  const db = database.db;
  const payments =
    overrides.payments ??
    (config.stripe
      ? await StripePaymentProvider.open(config.stripe, log)
      : new TestPaymentProvider(db));
  if (config.tax.mode === 'stripe' && !(payments instanceof StripePaymentProvider)) {
    throw new Error('TAX_MODE=stripe needs Stripe as the payment provider');
  }
  const tax: CheckoutTax = {
    mode: config.tax.mode,
    sellerCountry: config.tax.sellerCountry,
    ...(config.tax.mode === 'stripe' && payments instanceof StripePaymentProvider
      ? { calculator: payments.tax() }
      : {}),
  };
  const mailFolder = path.join(config.dataDir, 'mail');
  const mailTransport =
    overrides.mailTransport ??
    (config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : localTransport(mailFolder, config.mailFrom));
  const outbox = new OutboxWorker(db, mailTransport, log);
  const files = shopFileStore(db, config.dataDir);
  const licences: LicenceSettings = {
    machinesAllowed: config.licences.machinesAllowed,
    offlineGraceDays: config.licences.offlineGraceDays,
    signingKey: await loadSigningKey(db, config.licences.signingKeyPem),
  };
  const updateMail = new UpdateMailJob(
    db,
    database.locks,
    { publicUrl: config.publicUrl, mailsPerMinute: config.updateMail.mailsPerMinute },
    log,
    () => outbox.nudge(),
  );
  const library: LibrarySettings = {
    seal: await loadLibrarySealKey(db, config.library.sealKeyPem),
    downloadsPerDay: config.library.downloadsPerDay,
  };
  // What every mail with a link is told: where links point, who sells, and the hash of the bot
  // package as each order's link serves it.
  const receipts: ReceiptSettings = {
    publicUrl: config.publicUrl,
    seller: config.seller,
    botCopySha256: (tx, orderId) =>
      botCopySha256({ files, signingKey: licences.signingKey }, tx, orderId),
  };
  return {
    tax,
    taxRecords: new TaxRecords(db, tax.calculator, database.locks, log),
    receipts,
    licences,
    updateMail,
    library,
    db,
    files,
    payments,
    productFiles: new ProductFiles(db, files, database.locks),
    artPackages: new ArtPackages(db, files, config.publicUrl, config.seller),
    mailTransport,
    outbox,
    fulfilment: {
      db,
      ...receipts,
      log,
      onMailQueued: () => outbox.nudge(),
      refundPayment: (intentId) => payments.refund(intentId),
      disputes: {
        pauseLinks: config.disputes.pauseLinks,
        // The owner's mail goes where the contact form's does.
        ownerEmail: config.admin?.email ?? siteConfig.links.supportEmail,
      },
      items: {
        bot: botLifecycle({ ...config.licences, library: library.seal }),
        art: artLifecycle,
      },
      localMailFolder: mailTransport.kind === 'local' ? mailFolder : undefined,
    },
  };
}
