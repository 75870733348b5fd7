import { withoutControlCharacters } from '../text';
import { importTexts } from './texts';

/** Longest property address accepted; real ones are well under 300 characters. */
export const propertyUrlMaxLength = 2_000;

export type PropertyUrlCheck = { ok: true; url: string } | { ok: false; message: string };

const hasControlCharacter = (text: string) => withoutControlCharacters(text) !== text;

/** booking.com itself or one of its subdomains (www., secure.): a host that merely contains the name is not. */
const isMarketplaceHost = (host: string) => host === 'booking.com' || host.endsWith('.booking.com');

/**
 * Checks a pasted property address (spec part 1, section 5: the host is the marketplace's and the path contains
 * /hotel/) and gives the address the data API is asked about: https, the marketplace's host, the path only
 * (dates and tracking parameters dropped). Stricter than the spec's "host contains": a look-alike host
 * (booking.com.example.net), credentials, a port, a scheme other than http(s), control characters and a path
 * that does not start with /hotel/{country}/{name} are refused with the same text.
 */
export function checkPropertyUrl(input: unknown): PropertyUrlCheck {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: importTexts.missingUrl };
  const text = input.trim();
  const invalid = { ok: false, message: importTexts.invalidUrl } as const;
  // URL() would quietly drop a tab or line break inside the address and encode a NUL: neither is a pasted address.
  if (text.length > propertyUrlMaxLength || hasControlCharacter(text)) return invalid;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return invalid;
  }
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return invalid;
  if (url.username || url.password || url.port) return invalid;
  if (!isMarketplaceHost(host)) return invalid;
  // The path as URL() resolved it: dot segments (also %2e%2e) are resolved as a browser would, so the path must
  // still start with /hotel/{country}/{name}; an encoded slash, backslash or dot inside a segment stays encoded
  // and is refused, so it cannot pass for /hotel/. A page elsewhere that merely has /hotel/ further down its
  // path (/searchresults.html/hotel/ch/x) is not a property page.
  const path = url.pathname;
  if (!/^\/hotel\/[^/]+\/[^/]+/i.test(path) || /%2f|%2e|%5c/i.test(path)) return invalid;
  return { ok: true, url: `https://${host}${path}` };
}
