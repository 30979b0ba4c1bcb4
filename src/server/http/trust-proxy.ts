import { isIP } from 'node:net';

/** The names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

export type TrustProxy = false | number | string[];

/** Fastify's form: a hop count becomes "trust the nearest N hops", as proxy-addr does it. */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * TRUST_PROXY: which proxies may tell the shop a client's address (X-Forwarded-For). Unset, none:
 * a client cannot pick its own address and so slip past the rate limits. A hop count trusts that
 * many proxies in front of the shop; a list trusts those addresses, CIDR ranges or range names.
 * "true" (trust everyone) is refused, since it gives the choice back to the client.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: 'a hop count must be between 1 and 10' };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return {
      error: `must be a hop count (such as 1) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal; not ${bad.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return entries;
}
