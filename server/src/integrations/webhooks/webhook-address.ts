import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { matchAllowedHost } from '../outbound/allowed-hosts';
import { isPublicAddress } from '../outbound/public-address';

/**
 * Why a webhook address is refused:
 * - `invalid`: not an absolute URL, or one with a user name or password in it;
 * - `not-https`: any scheme but https (plain http only for a host OUTBOUND_ALLOWED_HOSTS names exactly);
 * - `not-public`: a loopback, private, link-local or otherwise non-public address, literal or resolved;
 * - `unresolved`: a host name that does not resolve (in time).
 */
export type WebhookAddressProblem = 'invalid' | 'not-https' | 'not-public' | 'unresolved';

export interface WebhookAddressRules {
  /** OUTBOUND_ALLOWED_HOSTS: hosts named exactly may be plain http and private (the tests' receivers). */
  allowedHosts: readonly string[];
  /** Resolves a host name to all its addresses; the system resolver by default. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** How long a lookup may take. */
  lookupMs?: number;
}

const systemResolve = async (hostname: string) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook address when its owner saves it: https, no credentials, and a host whose every address is
 * public. The sender checks again at every attempt through the outbound fetcher's own lookup (DNS can change
 * between the save and the send), so this check is what the owner is told, not the guard itself.
 */
export async function webhookAddressProblem(
  address: string,
  rules: WebhookAddressRules,
): Promise<WebhookAddressProblem | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  const trusted = matchAllowedHost(url, rules.allowedHosts) === 'exact';
  if (url.protocol !== 'https:' && !(trusted && url.protocol === 'http:')) return 'not-https';
  if (trusted) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host) ? null : 'not-public';
  const addresses = await withTimeout((rules.resolve ?? systemResolve)(host), rules.lookupMs ?? 3_000);
  if (!addresses || addresses.length === 0) return 'unresolved';
  return addresses.every(isPublicAddress) ? null : 'not-public';
}

/** The lookup's addresses, or null when it fails or outlasts the wait. */
async function withTimeout(resolving: Promise<string[]>, ms: number): Promise<string[] | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([resolving.catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
