import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What a shared link shows of a page: its title, a description and an image (a path of the app or a URL), in
 * the language the page shows, with the others it exists in (issue 37, part 5).
 */
export interface LinkPreview {
  title: string;
  description: string;
  imageUrl: string | null;
  /** The page's language: its `<html lang>`. */
  language: string;
  /** Every language the page exists in, in list order: its hreflang alternates, when more than one. */
  languages: readonly string[];
  /** Whether the visitor's Accept-Language chose the language, so the page varies by that header. */
  byHeader: boolean;
}

/** What a page request says of the language wanted: `?lang=` as sent (unchecked) and the Accept-Language header. */
export interface PageLanguageRequest {
  lang: string | null;
  acceptLanguage: string | string[] | undefined;
}

/** Looks up a published template's link preview; null for an unknown or unpublished one. */
export type TemplateLinkPreviewLookup = (
  templateId: string,
  request: PageLanguageRequest,
) => Promise<LinkPreview | null>;

/** The query parameters of a preview page that name what it shows besides its language (a room's view). */
const pageParameters = ['room'];

const siteName = 'Hotel Content Studio';
const previewPath = /^\/preview\/template\/([^/]+)\/?$/;

/** The template id of a public preview page's path (/preview/template/{id}), or null for any other path. */
export function previewTemplateId(pathname: string): string | null {
  const encoded = previewPath.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null; // a malformed escape: no template has that id
  }
}

/** Text made safe for HTML content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A preview page's address: its path, the parameters it keeps (a room's view) and, if given, a language. */
export interface PageAddress {
  /** Absolute, without a query: the page as shared. */
  url: string;
  /** `room` of the request, kept in the language alternates so that each names the same view. */
  parameters: URLSearchParams;
}

/** The page's address in a language (`?lang=`), or without one (x-default: the visitor's languages choose). */
export function languageUrl(page: PageAddress, language: string | null): string {
  const query = new URLSearchParams(page.parameters);
  if (language) query.set('lang', language);
  const search = query.toString();
  return search ? `${page.url}?${search}` : page.url;
}

/**
 * The page's HTML with the link preview's title, description and Open Graph and Twitter card tags, replacing the
 * app's own title and description; `<html lang>` the language shown and, for a page in several languages, an
 * hreflang alternate per language and x-default (the address without `?lang=`, where the visitor's languages
 * choose). The page's and image's addresses are absolute, as the protocols want.
 */
export function withLinkPreview(
  html: string,
  preview: LinkPreview,
  page: PageAddress,
  appUrl: string,
): string {
  const imageUrl = preview.imageUrl ? new URL(preview.imageUrl, appUrl).href : null;
  const several = preview.languages.length > 1;
  // The address as shared names its language where the page has several, so a link shows what it was read in.
  const pageUrl = several
    ? languageUrl({ url: page.url, parameters: new URLSearchParams() }, preview.language)
    : page.url;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
    ...(several
      ? [
          ...preview.languages.map((language) => alternate(language, languageUrl(page, language))),
          alternate('x-default', languageUrl(page, null)),
        ]
      : []),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', pageUrl),
    ...(imageUrl ? [meta('property', 'og:image', imageUrl)] : []),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    ...(imageUrl ? [meta('name', 'twitter:image', imageUrl)] : []),
  ].join('\n    ');
  const withoutOwn = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<html\b[^>]*>/i, () => `<html lang="${escapeHtml(preview.language)}">`);
  // A function as the replacement, so that '$' in a template's text is never read as a pattern.
  return withoutOwn.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

interface LinkPreviewPagesOptions {
  webRoot: string;
  appUrl: string;
  lookup: TemplateLinkPreviewLookup;
  log: FastifyBaseLogger;
}

/** A page's own HTML, and the request header it was chosen by, if any (the answer's Vary). */
export interface PageHtml {
  html: string;
  vary?: string;
}

/** The request of a page, as much of it as its HTML depends on. */
export interface PageRequest {
  url: string;
  headers: { 'accept-language'?: string | string[] };
}

/**
 * Messengers and social networks do not run the page's script, so the HTML of a public template preview names
 * the template itself, in the language asked for (`?lang=`) or the visitor's. Returns the page for a request,
 * or null where the plain index.html serves: any other path, an unknown or unpublished template, or a failed
 * lookup (logged; the page itself still works).
 */
export function linkPreviewPages({ webRoot, appUrl, lookup, log }: LinkPreviewPagesOptions) {
  return async (pathname: string, request: PageRequest): Promise<PageHtml | null> => {
    const templateId = previewTemplateId(pathname);
    if (templateId === null) return null;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    let preview: LinkPreview | null;
    try {
      preview = await lookup(templateId, {
        lang: query.get('lang'),
        acceptLanguage: request.headers['accept-language'],
      });
    } catch (error) {
      log.warn({ err: error, templateId }, 'link preview lookup failed; sending the plain page');
      return null;
    }
    if (!preview) return null;
    // Read per request: a new build replaces index.html (and the script names in it) under a running server.
    const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const parameters = new URLSearchParams();
    for (const name of pageParameters) {
      const value = query.get(name);
      if (value !== null) parameters.set(name, value);
    }
    const page = {
      url: new URL(`/preview/template/${encodeURIComponent(templateId)}`, appUrl).href,
      parameters,
    };
    return {
      html: withLinkPreview(html, preview, page, appUrl),
      ...(preview.byHeader ? { vary: 'accept-language' } : {}),
    };
  };
}
