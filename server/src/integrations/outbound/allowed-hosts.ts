/**
 * Whether a URL's host is on a fetcher's list (BOOKING_PHOTO_HOSTS, OUTBOUND_ALLOWED_HOSTS). An entry is `host` or
 * `host:port`; `*.example.com` allows any subdomain of example.com. The fetcher decides what each match earns
 * (outbound-fetcher.ts): a host named exactly may be plain http or on loopback, which is how tests point an
 * import at a fake host on 127.0.0.1; a wildcard match alone is never trusted that far.
 */
export type HostMatch = 'exact' | 'wildcard' | null;

export function matchAllowedHost(url: URL, allowed: readonly string[]): HostMatch {
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  const port = url.port;
  let match: HostMatch = null;
  for (const entry of allowed) {
    const [entryHost = '', entryPort = ''] = splitEntry(entry);
    if (entryPort !== port) continue;
    if (entryHost === host) return 'exact';
    if (
      entryHost.startsWith('*.') &&
      host.endsWith(entryHost.slice(1)) &&
      host.length > entryHost.length - 1
    ) {
      match = 'wildcard';
    }
  }
  return match;
}

function splitEntry(entry: string): [string, string] {
  const colon = entry.lastIndexOf(':');
  return colon > 0 ? [entry.slice(0, colon), entry.slice(colon + 1)] : [entry, ''];
}
