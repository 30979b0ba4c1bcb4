/**
 * Loads an archive made by `npm run backup` into an empty database:
 *
 *   npm run restore -- <file> [--force]
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server; `--force` replaces whatever is there.
 */
import { restoreCommand } from '../src/server/backup/backup-cli.ts';

process.exitCode = await restoreCommand(process.argv.slice(2));
