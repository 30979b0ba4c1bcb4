import { parseArgs } from 'node:util';
import { DEVICE_PROFILE_NAMES, type DeviceProfile } from './device-profiles.ts';
import { allPages, defaultPages } from './pages.ts';

export interface BenchOptions {
  pages: string[];
  /** The phones to emulate (device-profiles.ts). */
  profiles: DeviceProfile[];
  runs: number;
  build: boolean;
  server: boolean;
  /** API routes through the shop beside a bare Fastify app (part of the server figures). */
  api: boolean;
  /** The launch-day drop: buyers arriving within `seconds` for a piece of `editions`; null skips it. */
  drop: { buyers: number; editions: number; seconds: number } | null;
  /** The admin's list and chart queries on 100,000 seeded orders, PGlite and PostgreSQL. */
  adminQueries: boolean;
  /** Seconds of load per autocannon round. */
  seconds: number;
  /** First of the ports the bench's servers use; 0 picks free ports. */
  port: number;
  outDir: string;
}

export const USAGE = `Usage: npm run bench -- [options]
  --pages /,/faq    pages to run Lighthouse on ("all" for every public page, "none" for none)
  --phones lowTier,midTier
                    the phones to emulate, the host's CPU calibrated to each
  --runs 5          Lighthouse runs per page and phone, each beside a run of its static copy
  --skip-build      use the existing build
  --skip-server     leave out the server figures (autocannon, start-up, memory, API routes)
  --skip-api        leave out the API routes beside a bare Fastify app (6 rounds on 2 databases)
  --skip-drop       leave out the launch-day drop (three processes on PostgreSQL and Redis)
  --skip-admin-queries
                    leave out the admin's list and chart queries on 100,000 seeded orders
  --drop 1000,100,60
                    the drop: buyers, editions of the piece, seconds the buyers arrive within
  --seconds 10      seconds of load per autocannon round
  --port 0          first port for the bench's servers (0: any free ports)
  --out bench/results`;

function positiveInteger(name: string, text: string, minimum: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`--${name} must be a whole number of at least ${minimum}, not "${text}".`);
  }
  return value;
}

function pageList(text: string | undefined): string[] {
  if (text === undefined) return defaultPages();
  if (text === 'all') return allPages();
  if (text === 'none') return [];
  const pages = text.split(',').map((page) => page.trim());
  const bad = pages.find((page) => !page.startsWith('/'));
  if (bad !== undefined) throw new Error(`--pages takes paths starting with /, not "${bad}".`);
  return pages;
}

function profileList(text: string | undefined): DeviceProfile[] {
  if (text === undefined) return [...DEVICE_PROFILE_NAMES];
  const names = text.split(',').map((name) => name.trim());
  const unknown = names.find((name) => !(DEVICE_PROFILE_NAMES as string[]).includes(name));
  if (unknown !== undefined) {
    throw new Error(`--phones takes ${DEVICE_PROFILE_NAMES.join(', ')}, not "${unknown}".`);
  }
  return names as DeviceProfile[];
}

function dropSettings(text: string): BenchOptions['drop'] {
  const [buyers, editions, seconds, ...rest] = text.split(',');
  if (buyers === undefined || editions === undefined || seconds === undefined || rest.length > 0) {
    throw new Error(`--drop takes buyers,editions,seconds (1000,100,60), not "${text}".`);
  }
  const settings = {
    buyers: positiveInteger('drop', buyers, 1),
    editions: positiveInteger('drop', editions, 1),
    seconds: positiveInteger('drop', seconds, 1),
  };
  if (settings.editions > settings.buyers) {
    throw new Error(`--drop: a drop needs at least as many buyers as editions, not ${text}.`);
  }
  return settings;
}

/** Reads the command line; a bad value throws with a message naming the option. */
export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      pages: { type: 'string' },
      phones: { type: 'string' },
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      'skip-server': { type: 'boolean', default: false },
      'skip-api': { type: 'boolean', default: false },
      'skip-drop': { type: 'boolean', default: false },
      'skip-admin-queries': { type: 'boolean', default: false },
      drop: { type: 'string', default: '1000,100,60' },
      seconds: { type: 'string', default: '10' },
      port: { type: 'string', default: '0' },
      out: { type: 'string', default: 'bench/results' },
    },
  });
  return {
    pages: pageList(values.pages),
    profiles: profileList(values.phones),
    runs: positiveInteger('runs', values.runs, 1),
    build: !values['skip-build'],
    server: !values['skip-server'],
    api: !values['skip-api'],
    drop: values['skip-drop'] ? null : dropSettings(values.drop),
    adminQueries: !values['skip-admin-queries'],
    seconds: positiveInteger('seconds', values.seconds, 1),
    port: positiveInteger('port', values.port, 0),
    outDir: values.out,
  };
}
