/**
 * Writes the whole shop (database rows and stored files) to one archive:
 *
 *   npm run backup -- <file>
 *
 * Uses the same DATA_DIR / DATABASE_URL as the server, which may keep running.
 */
import { backupCommand } from '../src/server/backup/backup-cli.ts';

process.exitCode = await backupCommand(process.argv.slice(2));
