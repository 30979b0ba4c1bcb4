import { and, count, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { SystemStatus } from '../../shared/admin/system-status.ts';
import type { Database, Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { ProductFiles } from '../products/product-files.ts';

/** The shop's services the panel checks (shop.ts builds them). */
export interface StatusSources {
  db: Db;
  files: FileStore;
  payments: PaymentProvider;
  productFiles: ProductFiles;
  mailTransport: MailTransport;
}

async function databaseCheck(database: Database): Promise<SystemStatus['database']> {
  const started = performance.now();
  try {
    await database.ping();
    const ms = Math.round(performance.now() - started);
    return { state: 'ok', summary: `Reachable (${database.kind}, answered in ${ms} ms).` };
  } catch {
    return { state: 'error', summary: 'The database does not answer.' };
  }
}

async function emailCheck(shop: StatusSources): Promise<SystemStatus['email']> {
  const transport = shop.mailTransport.kind;
  const byStatus = await shop.db
    .select({ status: outbox.status, n: count() })
    .from(outbox)
    .groupBy(outbox.status);
  const backlog = byStatus.find((row) => row.status === 'pending')?.n ?? 0;
  const failed = byStatus.find((row) => row.status === 'failed')?.n ?? 0;
  const [last] = await shop.db.select({ at: max(outbox.sentAt) }).from(outbox);
  const [erring] = await shop.db
    .select({ error: outbox.lastError })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), isNotNull(outbox.lastError)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const facts = {
    transport,
    backlog,
    failed,
    lastSentAt: last?.at ? new Date(last.at).toISOString() : null,
    lastError: erring?.error ?? null,
  };
  if (failed > 0) {
    return {
      ...facts,
      state: 'error',
      summary: `${failed} mail(s) failed after every attempt; retry them under Mail.`,
    };
  }
  if (facts.lastError) {
    return {
      ...facts,
      state: 'warning',
      summary: `Sending is failing and will be retried (${backlog} waiting).`,
    };
  }
  if (transport === 'local') {
    return {
      ...facts,
      state: 'warning',
      summary: 'No SMTP server is configured: mail is kept as files under DATA_DIR/mail.',
    };
  }
  return { ...facts, state: 'ok', summary: `Sending normally (${backlog} waiting).` };
}

function paymentsCheck(shop: StatusSources): SystemStatus['payments'] {
  const { name: provider, mode } = shop.payments;
  if (provider === 'test') {
    return {
      provider,
      mode,
      state: 'warning',
      summary: 'Built-in test payment provider: no real money moves.',
    };
  }
  return mode === 'live'
    ? { provider, mode, state: 'ok', summary: 'Stripe, live payments.' }
    : { provider, mode, state: 'warning', summary: 'Stripe in test mode: no real money moves.' };
}

async function fileDeliveryCheck(shop: StatusSources): Promise<SystemStatus['fileDelivery']> {
  const pkg = await shop.productFiles.currentPackage();
  const stored = pkg ? await shop.files.has(pkg.sha256) : false;
  if (!pkg) {
    return {
      state: 'error',
      packagePresent: false,
      activeFiles: 0,
      summary: 'No file is in the download package: checkout is closed.',
    };
  }
  if (!stored) {
    return {
      state: 'error',
      packagePresent: false,
      activeFiles: pkg.fileCount,
      summary:
        'The package file is missing from the file store: rebuild it by changing the package.',
    };
  }
  return {
    state: 'ok',
    packagePresent: true,
    activeFiles: pkg.fileCount,
    summary: `Package ready: ${pkg.fileCount} file(s), ${pkg.sizeBytes} bytes.`,
  };
}

/** The System Status panel, computed from real checks each time it is asked for. */
export async function systemStatus(shop: StatusSources, database: Database): Promise<SystemStatus> {
  const [db, email, fileDelivery] = await Promise.all([
    databaseCheck(database),
    emailCheck(shop),
    fileDeliveryCheck(shop),
  ]);
  return { database: db, email, payments: paymentsCheck(shop), fileDelivery };
}
