/**
 * Manages admin accounts (see README, "Admin area"):
 *
 *   npm run admin -- create <email>
 *   npm run admin -- reset-password <email>
 *   npm run admin -- list
 *   npm run admin -- disable <email>
 *
 * Passwords are asked for on the terminal (hidden, twice), or read from the first line of
 * standard input when it is not a terminal, so they never appear in the shell history. Uses the
 * same DATA_DIR / DATABASE_URL as the server.
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../src/server/config.ts';
import { openShopDatabase } from '../src/server/open-shop-database.ts';
import { StartupError } from '../src/server/startup-checks.ts';
import { runAdminCommand } from '../src/server/admin/admin-cli.ts';
import { AdminUserError } from '../src/server/admin/admin-users.ts';

/** Reads one line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    process.stdout.write(prompt);
    const stdin = process.stdin;
    stdin.setRawMode(true);
    stdin.resume();
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return '';
  }
  const first = await askHidden('New password (12 to 128 characters): ');
  const second = await askHidden('Type it again: ');
  if (first !== second) throw new AdminUserError('The two passwords differ. Nothing was changed.');
  return first;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openShopDatabase(config);
  try {
    return await runAdminCommand(database.db, process.argv.slice(2), {
      readPassword,
      print: (line) => console.log(line),
    });
  } catch (error) {
    if (error instanceof AdminUserError) {
      console.error(error.message);
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
