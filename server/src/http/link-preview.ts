import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/** What a shared link shows of a page: its title, a description and an image (a path of the app or a URL). */
export interface LinkPreview {
  title: string;
  description: string;
  imageUrl: string | null;
}

/** Looks up a published template's link preview; null for an unknown or unpublished one. */
export type TemplateLinkPreviewLookup = (templateId: string) => Promise<LinkPreview | null>;

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

/**
 * The page's HTML with the link preview's title, description and Open Graph and Twitter card tags, replacing the
 * app's own title and description. `pageUrl` and the image are absolute, as the protocols want.
 */
export function withLinkPreview(html: string, preview: LinkPreview, pageUrl: string, appUrl: string): string {
  const imageUrl = preview.imageUrl ? new URL(preview.imageUrl, appUrl).href : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(preview.title)}</title>`,
    meta('name', 'description', preview.description),
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
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function as the replacement, so that '$' in a template's text is never read as a pattern.
  return withoutOwn.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

interface LinkPreviewPagesOptions {
  webRoot: string;
  appUrl: string;
  lookup: TemplateLinkPreviewLookup;
  log: FastifyBaseLogger;
}

/**
 * Messengers and social networks do not run the page's script, so the HTML of a public template preview names
 * the template itself. Returns the page for a path, or null where the plain index.html serves: any other path,
 * an unknown or unpublished template, or a failed lookup (logged; the page itself still works).
 */
export function linkPreviewPages({ webRoot, appUrl, lookup, log }: LinkPreviewPagesOptions) {
  return async (pathname: string): Promise<string | null> => {
    const templateId = previewTemplateId(pathname);
    if (templateId === null) return null;
    let preview: LinkPreview | null;
    try {
      preview = await lookup(templateId);
    } catch (error) {
      log.warn({ err: error, templateId }, 'link preview lookup failed; sending the plain page');
      return null;
    }
    if (!preview) return null;
    // Read per request: a new build replaces index.html (and the script names in it) under a running server.
    const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
    const pageUrl = new URL(`/preview/template/${encodeURIComponent(templateId)}`, appUrl).href;
    return withLinkPreview(html, preview, pageUrl, appUrl);
  };
}
