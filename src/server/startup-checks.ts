import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A start-up failure with the one line an operator needs: the variable and what to do. */
export class StartupError extends Error {
  override name = 'StartupError';
}

const CHECK_TIMEOUT_MS = 5_000;

// Kernel pseudo-filesystems: writing there hangs or fails in ways that say nothing useful.
const PSEUDO_FILESYSTEMS = ['/proc', '/sys', '/dev'];

/** Rejects with `onTimeout`'s error if `work` has not settled in time; never leaves a timer. */
export async function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const errorCode = (error: unknown) => (error as { code?: unknown }).code;

/** DATA_DIR must be a folder this process can create and write, on a real file system. */
export async function checkDataDir(dataDir: string): Promise<void> {
  const pseudo = PSEUDO_FILESYSTEMS.find(
    (root) => dataDir === root || dataDir.startsWith(`${root}/`),
  );
  if (pseudo) {
    throw new StartupError(
      `DATA_DIR: ${dataDir} is inside ${pseudo}, a system folder that cannot hold files. Set DATA_DIR to a folder of its own, such as ./data.`,
    );
  }
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  const check = async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, 'ok');
    await rm(probe, { force: true });
  };
  try {
    await withDeadline(
      check(),
      CHECK_TIMEOUT_MS,
      () =>
        new StartupError(
          `DATA_DIR: ${dataDir} did not answer within ${CHECK_TIMEOUT_MS / 1000} seconds. Check that its disk is mounted, or set DATA_DIR to a local folder.`,
        ),
    );
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const code = errorCode(error);
    const reason =
      code === 'EACCES' || code === 'EPERM'
        ? 'this user may not write there'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : code === 'ENOTDIR' || code === 'EEXIST'
            ? 'a file is in the way of the folder'
            : code === 'ENOSPC'
              ? 'the disk is full'
              : `${String(code ?? (error as Error).message)}`;
    throw new StartupError(
      `DATA_DIR: cannot write to ${dataDir} (${reason}). Set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
}

/** Words for why PostgreSQL could not be used, from the driver's error. */
export function databaseStartupError(databaseUrl: string, error: unknown): StartupError {
  let where = 'the server';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || 5432}`;
  } catch {
    // loadConfig has already checked the URL; keep the generic words.
  }
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  const reason =
    code === 'ECONNREFUSED'
      ? `nothing is listening at ${where} (connection refused)`
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? `the host of ${where} was not found`
        : code === '28P01' || code === '28000'
          ? 'the server refused the user name or password'
          : code === '3D000'
            ? 'the database does not exist (create it first, for example with createdb)'
            : /timeout/i.test(message)
              ? `${where} did not answer in time`
              : message;
  return new StartupError(
    `DATABASE_URL: could not use the PostgreSQL database: ${reason}. Check that PostgreSQL is running and that the URL is right.`,
  );
}
