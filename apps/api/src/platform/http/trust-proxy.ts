import { isIP } from 'node:net';

/**
 * Which proxies may tell us the client's address (X-Forwarded-For), as Fastify's `trustProxy`
 * takes it: nobody (the default in every mode), the nearest N hops, or proxies whose own address
 * is in a list of IPs / CIDR ranges. "Trust everyone" is refused: it lets any client write its
 * own IP into the audit log and walk around the per-IP login throttle (docs/decisions/0010).
 */
export type TrustProxy = false | number | string[];

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true')
    throw new Error('"true" would trust a forged X-Forwarded-For from any client; give a hop count or the proxies’ IP/CIDR list');
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`hop count ${value} is implausible (at most 10)`);
    return hops;
  }
  const entries = value.split(',').map((s) => s.trim());
  for (const entry of entries) {
    if (!isProxyAddress(entry))
      throw new Error(
        `"${entry}" is not an IP address or CIDR range (expected e.g. 10.0.0.0/8,192.168.1.1, loopback, or a hop count)`,
      );
  }
  return entries;
}

/** proxy-addr's names for well-known ranges (127.0.0.0/8 and ::1, 169.254.0.0/16, 10/8 + 172.16/12 + 192.168/16 + fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}
