import { startGroup } from './process-group.ts';
import { waitForOk } from './readiness.ts';

export interface RunningBareServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts `bare-server.ts` serving `folder` (and streaming `streamedFile` at /download). */
export async function startBareServer(
  port: number,
  folder: string,
  streamedFile?: string,
): Promise<RunningBareServer> {
  const args = ['--import', 'tsx', 'bench/bare-server.ts', String(port), folder];
  if (streamedFile) args.push(streamedFile);
  const group = startGroup(process.execPath, args);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/`, { timeoutMs: 30_000, gaveUp: group.exited });
  } catch (error) {
    await group.stop();
    throw new Error(
      `the bare server did not start: ${(error as Error).message}\n${group.output()}`,
      { cause: error },
    );
  }
  return { origin, stop: group.stop };
}
