/**
 * The hosts the import may fetch photos from (BOOKING_PHOTO_HOSTS; default Booking.com's image CDN). An entry is
 * `host` or `host:port`; `*.example.com` allows any subdomain of example.com. A host matched only through a
 * wildcard must be reached over https on a public address; a host named exactly may be plain http or on
 * loopback, which is how tests point the import at a fake image host on 127.0.0.1.
 */
export type PhotoHostMatch = 'exact' | 'wildcard' | null;

export function matchPhotoHost(url: URL, allowed: readonly string[]): PhotoHostMatch {
  const host = url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[|\]$/g, '');
  const port = url.port;
  let match: PhotoHostMatch = null;
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
