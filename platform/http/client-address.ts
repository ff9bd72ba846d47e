// Who the client is, by address: the platform believes X-Forwarded-For only from the proxy hops
// PLATFORM_TRUST_PROXY names (docs/security.md#the-platforms-own-limits). Anyone else who reaches
// it (the compose network, a sidecar) is known by the address of its own connection, whatever
// header it sends, so it cannot spread the SMS limit or the login limit over made-up addresses.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** proxy-addr's names for address ranges (loopback: 127.0.0.1/8 and ::1; the others: private and link-local networks). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/**
 * The default: the embedded platform's own portal, which calls it on loopback and forwards the
 * browser's address. A platform reached over a network names its portals' addresses instead.
 */
export const DEFAULT_TRUSTED_PROXIES: readonly string[] = ['loopback'];

/** Whether `entry` is an address, an address/prefix (CIDR) or one of proxy-addr's range names. */
function isTrustedProxyEntry(entry: string): boolean {
  if ((RANGE_NAMES as readonly string[]).includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  // A prefix of 0 is every address: trusting it trusts whoever connects, as a hop count would.
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * PLATFORM_TRUST_PROXY read: a comma-separated list of addresses, CIDRs or range names; `none`
 * trusts no hop. No hop count: a count trusts whoever connects, which is what must not happen.
 * Throws naming the entry that is none of these.
 */
export function parseTrustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 1 && entries[0] === 'none') return [];
  const wrong = entries.find((entry) => !isTrustedProxyEntry(entry));
  if (wrong !== undefined) throw new Error(`"${wrong}" is not an address, a CIDR, ${RANGE_NAMES.join(', ')} or none`);
  return entries;
}

/** The client's address: the connection's, or what a trusted hop forwarded (Fastify's trustProxy, http/app.ts). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}
