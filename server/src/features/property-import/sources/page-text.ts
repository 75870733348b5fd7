import type { OutboundResponse } from '../../../integrations/outbound/outbound-fetcher';

/** How far into a page a `<meta charset>` is looked for (the HTML standard's prescan reads 1024 bytes). */
const prescanBytes = 1024;

/**
 * A fetched page as text, in the character set the page declares: the Content-Type header's charset, else a
 * `<meta charset>` (or http-equiv) near its start, else UTF-8. Many small hotels' sites are still windows-1252
 * or ISO-8859-1; read as UTF-8 their umlauts would become replacement characters. Bytes that do not fit the
 * declared set become U+FFFD rather than failing the page.
 */
export function pageText(page: Pick<OutboundResponse, 'body' | 'contentType'>): string {
  const declared =
    charsetIn(page.contentType ?? '') ?? charsetIn(page.body.subarray(0, prescanBytes).toString('latin1'));
  return decoderFor(declared).decode(page.body);
}

const charsetIn = (text: string) =>
  /charset\s*=\s*["']?\s*([a-z0-9._:-]+)/i.exec(text)?.[1]?.toLowerCase() ?? null;

function decoderFor(label: string | null): TextDecoder {
  if (label) {
    try {
      return new TextDecoder(label);
    } catch {
      // An unknown label: read as UTF-8, like a browser would.
    }
  }
  return new TextDecoder('utf-8');
}
