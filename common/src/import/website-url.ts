import { withoutControlCharacters } from '../text';
import { propertyUrlMaxLength, type PropertyUrlCheck } from './property-url';
import { websiteImportTexts } from './website-texts';

/**
 * Checks a website address for the website import and gives the address to read: http or https (https added
 * when no scheme is typed, as onboarding does with the website), no credentials, no fragment, a host name with a
 * dot or an IP address. Whether the host is on the public internet is for the server to find out: it resolves
 * the name, and checks again on every connection it makes.
 */
export function checkWebsiteUrl(input: unknown): PropertyUrlCheck {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, message: websiteImportTexts.missingUrl };
  }
  const text = input.trim();
  const invalid = { ok: false, message: websiteImportTexts.invalidUrl } as const;
  if (text.length > propertyUrlMaxLength || withoutControlCharacters(text) !== text) return invalid;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:/]+:\d+(\/|$)/.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: websiteImportTexts.notPublic };
  }
  if (url.username || url.password) return invalid;
  const host = url.hostname.replace(/\.$/, '');
  if (!host.includes('.') && !host.includes(':') && host !== 'localhost') return invalid;
  url.hash = '';
  return { ok: true, url: url.toString() };
}
