import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One call of an API route, made afresh for every request (each from an address of its own). */
export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiLoadResult {
  /** Answers with the expected status, per second. */
  rate: number;
  /** How many answers had the expected status. */
  answered: number;
  /** Answers with another status, and requests that got no answer. */
  errors: number;
  /** The first few errors, to explain them in the report. */
  firstErrors: string[];
  /** The body of the first expected answer, to check both servers answer alike. */
  firstBody: string | undefined;
}

const KEPT_ERRORS = 3;

/** One call; resolves with its status and body, or rejects when no answer came. */
function send(
  origin: string,
  call: ApiCall,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers =
      call.body === undefined
        ? call.headers
        : { ...call.headers, 'content-type': 'application/json' };
    const outgoing = httpRequest(
      `${origin}${call.path}`,
      { method: call.method, agent, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/**
 * `connections` keep-alive clients calling `nextCall()` one after another for `seconds`, with
 * Node's own HTTP client (faster than autocannon wherever there is a body to read). Anything but
 * `expectedStatus` counts as an error rather than stopping the load.
 */
export async function apiLoad(
  origin: string,
  nextCall: () => ApiCall,
  expectedStatus: number,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<ApiLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result: ApiLoadResult = {
    rate: 0,
    answered: 0,
    errors: 0,
    firstErrors: [],
    firstBody: undefined,
  };
  const fail = (message: string) => {
    result.errors += 1;
    if (result.firstErrors.length < KEPT_ERRORS) result.firstErrors.push(message);
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const call = nextCall();
      try {
        const { status, body } = await send(origin, call, agent);
        if (status !== expectedStatus) {
          fail(`${call.method} ${call.path}: ${status} ${body.slice(0, 200)}`);
          continue;
        }
        result.answered += 1;
        result.firstBody ??= body;
      } catch (error) {
        fail(`${call.method} ${call.path}: ${(error as Error).message}`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, client));
  } finally {
    agent.destroy();
  }
  result.rate = result.answered / ((performance.now() - started) / 1000);
  return result;
}
