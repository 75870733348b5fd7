import { isIP } from 'node:net';
import { captchaAllowance } from '@common/ota/channels';

/**
 * Which addresses a remote-browser session may reach (ARCHITECTURE.md "Remote browser"): its channel's sites
 * and their subdomains, plus reCAPTCHA's paths. Everything else is refused, so the live browser cannot be used
 * to browse elsewhere or to reach our own network:
 * - only web schemes (https, http, wss, ws): no file:, chrome:, data: or blob: navigations;
 * - only the scheme's default port (a channel's pages never need another, and other ports are how services
 *   behind a host are probed);
 * - no user name or password in the address ('https://booking.com@evil.com' is a trick to look allowed);
 * - never an IP literal in any spelling (the URL parser turns 2130706433 and 0177.0.0.1 into 127.0.0.1) and
 *   never localhost, even if a channel listed one.
 */

const webSchemes = new Set(['https:', 'http:', 'wss:', 'ws:']);

function parse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** The host without IPv6 brackets and without the trailing dot of a fully qualified name, lowercase. */
function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

function isLocalName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

function isOnSite(host: string, site: string): boolean {
  return host === site || host.endsWith(`.${site}`);
}

/** Whether a session of a channel with these allowed hosts may load or navigate to the address. */
export function isAllowedAddress(address: string, allowedHosts: readonly string[]): boolean {
  const url = parse(address);
  if (!url || !webSchemes.has(url.protocol)) return false;
  if (url.username || url.password || url.port) return false;
  const host = bareHost(url);
  if (!host || isIP(host) !== 0 || isLocalName(host)) return false;
  if (allowedHosts.some((site) => isOnSite(host, site.toLowerCase()))) return true;
  return captchaAllowance.some(
    (allowance) => host === allowance.host && url.pathname.startsWith(allowance.pathPrefix),
  );
}

/**
 * Whether a session of the channel may open a connection to host:port at all: what the egress proxy decides,
 * seeing a host and port but no path. Port 443 is checked as https and port 80 as http, by the same rules as an
 * address; any other port is refused. reCAPTCHA's hosts are allowed whole here, their paths being checked by the
 * page-level fence (context-guard.ts).
 */
export function isAllowedConnection(host: string, port: number, allowedHosts: readonly string[]): boolean {
  const scheme = port === 443 ? 'https' : port === 80 ? 'http' : undefined;
  // A plain host name only: anything the URL parser would read differently ('a.com#b', 'x@y') is refused.
  if (!scheme || !/^[a-z0-9.-]+$/i.test(host)) return false;
  const url = parse(`${scheme}://${host}/`);
  if (!url || url.port) return false;
  const bare = bareHost(url);
  if (bare !== host.toLowerCase().replace(/\.$/, '')) return false;
  if (captchaAllowance.some((allowance) => bare === allowance.host)) return true;
  return isAllowedAddress(url.href, allowedHosts);
}
