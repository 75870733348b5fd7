import { attribute, firstElement, type HtmlNode } from './html-tree';

/** Longer addresses are not kept: no real photo needs one, and they would bloat what is stored. */
export const urlMaxLength = 2_000;

/**
 * An absolute http(s) address for `raw` as written on the page (relative ones resolved against `base`), or
 * null for anything else: other schemes (data:, javascript:, mailto:), unparseable or overlong addresses.
 */
export function absoluteHttpUrl(raw: unknown, base: string | null): string | null {
  const url = absoluteUrl(raw, base);
  return url && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/** Any absolute address (tel: and mailto: included) for `raw`, or null when it cannot be read or is overlong. */
export function absoluteUrl(raw: unknown, base: string | null): URL | null {
  if (typeof raw !== 'string') return null;
  const written = raw.trim();
  if (written === '' || written.length > urlMaxLength) return null;
  try {
    const url = base ? new URL(written, base) : new URL(written);
    return url.href.length <= urlMaxLength ? url : null;
  } catch {
    return null;
  }
}

/** The address relative links on the page are resolved against: its `<base href>` when it has one. */
export function pageBase(document: HtmlNode, pageUrl: string): string | null {
  const page = absoluteHttpUrl(pageUrl, null);
  const base = firstElement(document, 'base');
  const href = base ? attribute(base, 'href') : null;
  return (href !== null ? absoluteHttpUrl(href, page) : null) ?? page;
}
