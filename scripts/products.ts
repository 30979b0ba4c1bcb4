/**
 * Manages the files of the bot's download package until the admin screens exist:
 *
 *   npm run products -- list
 *   npm run products -- add <file> [--active]
 *   npm run products -- activate <id>
 *   npm run products -- deactivate <id>
 *   npm run products -- remove <id>
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server. The package zip is rebuilt whenever the
 * set of active files changes.
 */
import { loadConfig } from '../src/server/config.ts';
import { openShopDatabase } from '../src/server/open-shop-database.ts';
import { shopFileStore } from '../src/server/files/shop-file-store.ts';
import { StartupError } from '../src/server/startup-checks.ts';
import {
  ProductFileError,
  ProductFileNameTakenError,
  ProductFiles,
} from '../src/server/products/product-files.ts';

const USAGE = `Usage: npm run products -- <list | add <file> [--active] | activate <id> | deactivate <id> | remove <id>>`;

async function main(): Promise<number> {
  const [command, argument, flag] = process.argv.slice(2);
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    const files = new ProductFiles(
      database.db,
      shopFileStore(database.db, config.dataDir),
      database.locks,
    );
    const id = () => {
      const value = Number(argument);
      if (!Number.isInteger(value) || value < 1)
        throw new ProductFileError(`"${argument ?? ''}" is not a file id. ${USAGE}`);
      return value;
    };
    switch (command) {
      case 'list':
        break;
      case 'add':
        if (!argument) throw new ProductFileError(USAGE);
        await files.addFromPath(argument, { active: flag === '--active' });
        break;
      case 'activate':
        await files.setActive(id(), true);
        break;
      case 'deactivate':
        await files.setActive(id(), false);
        break;
      case 'remove':
        await files.remove(id());
        break;
      default:
        console.error(USAGE);
        return 2;
    }
    const list = await files.list();
    if (list.length === 0) console.log('No product files yet.');
    for (const file of list) {
      console.log(
        `${String(file.id).padStart(4)}  ${file.isActive ? 'active  ' : 'inactive'}  ${String(file.sizeBytes).padStart(10)} B  ${file.name}`,
      );
    }
    const pkg = await files.currentPackage();
    console.log(
      pkg
        ? `Package: ${pkg.fileCount} file(s), ${pkg.sizeBytes} bytes, sha256 ${pkg.sha256.slice(0, 16)}…`
        : 'Package: none (no active files). With Stripe, checkout is closed until a file is active.',
    );
    return 0;
  } catch (error) {
    if (
      error instanceof ProductFileError ||
      error instanceof ProductFileNameTakenError ||
      (error as NodeJS.ErrnoException).code === 'ENOENT'
    ) {
      console.error((error as Error).message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

// A database that cannot be opened is told in one line naming the variable, as the server does.
process.exitCode = await main().catch((error: unknown) => {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  return 1;
});
