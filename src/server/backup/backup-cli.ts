import { loadConfig } from '../config.ts';
import { openShopDatabase } from '../open-shop-database.ts';
import { StartupError } from '../startup-checks.ts';
import { BackupError, type BackupTrailer } from './backup-format.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

const BACKUP_USAGE = 'Usage: npm run backup -- <file>';
const RESTORE_USAGE = 'Usage: npm run restore -- <file> [--force]';

/** `npm run backup -- <file>`: the database named by DATABASE_URL / DATA_DIR, files included. */
export function backupCommand(args: string[]): Promise<number> {
  const [target, ...rest] = args;
  if (!target || rest.length > 0) return usage(BACKUP_USAGE);
  return withDatabase(async (db) => {
    const rows = await writeBackup(db, target);
    console.log(`Backed up ${summary(rows)} to ${target}.`);
  });
}

/** `npm run restore -- <file> [--force]`: into an empty database (or emptied, with --force). */
export function restoreCommand(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  const [source] = files;
  if (!source || files.length > 1 || source.startsWith('--')) return usage(RESTORE_USAGE);
  return withDatabase(async (db) => {
    const rows = await restoreBackup(db, source, { force });
    console.log(`Restored ${summary(rows)} from ${source}.`);
  });
}

async function usage(text: string): Promise<number> {
  console.error(text);
  return 2;
}

const summary = (rows: BackupTrailer['rows']) =>
  `${Object.values(rows).reduce((sum, n) => sum + n, 0)} rows of ${Object.keys(rows).length} tables (${rows.orders ?? 0} orders, ${rows.file_blobs ?? 0} files)`;

/** Opens the shop's database as the server would; a refusal is one line, not a stack trace. */
async function withDatabase(work: (db: Parameters<typeof writeBackup>[0]) => Promise<void>) {
  try {
    const database = await openShopDatabase(loadConfig());
    try {
      await work(database.db);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof StartupError || error instanceof BackupError) {
      console.error(error.message);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error(`No such file: ${(error as NodeJS.ErrnoException).path ?? ''}`);
      return 1;
    }
    throw error;
  }
}
