import { importTexts } from './texts';

/** Longest property address accepted; real ones are well under 300 characters. */
export const propertyUrlMaxLength = 2_000;

export type PropertyUrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** booking.com itself or one of its subdomains (www., secure.): a host that merely contains the name is not. */
const isMarketplaceHost = (host: string) => host === 'booking.com' || host.endsWith('.booking.com');

/**
 * Checks a pasted property address (spec part 1, section 5: the host is the marketplace's and the path contains
 * /hotel/) and gives the address the data API is asked about: https, the marketplace's host, the path only
 * (dates and tracking parameters dropped). Stricter than the spec's "host contains": a look-alike host
 * (booking.com.example.net), credentials, a port or a scheme other than http(s) are refused with the same text.
 */
export function checkPropertyUrl(input: unknown): PropertyUrlCheck {
  if (typeof input !== 'string' || input.trim() === '') return { ok: false, message: importTexts.missingUrl };
  const text = input.trim();
  const invalid = { ok: false, message: importTexts.invalidUrl } as const;
  if (text.length > propertyUrlMaxLength) return invalid;
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
  // The path as sent, so an encoded slash or dot cannot pass for /hotel/ (URL() keeps %2F and %2E encoded).
  const path = url.pathname;
  if (!/\/hotel\/[^/]+\/[^/]+/i.test(path) || /%2f|%2e|%5c/i.test(path) || path.includes('/../'))
    return invalid;
  return { ok: true, url: `https://${host}${path}` };
}
