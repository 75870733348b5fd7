import { attribute, textOf, walkElements, type HtmlNode } from './html-tree';

/** Bigger scripts are skipped: no hotel's description needs that much, and parsing it would cost the import. */
export const jsonLdScriptMaxChars = 2 * 1024 * 1024;

const isJsonLd = (type: string | null) =>
  type !== null && type.split(';')[0]!.trim().toLowerCase() === 'application/ld+json';

/**
 * The parsed value of every JSON-LD script on the page, in page order. A script that is not valid JSON is
 * skipped on its own, so one broken block (a stray comma from a CMS plugin) does not hide the others.
 */
export function readJsonLd(document: HtmlNode): unknown[] {
  const values: unknown[] = [];
  walkElements(document, (element) => {
    if (element.tagName !== 'script' || !isJsonLd(attribute(element, 'type'))) return;
    const text = textOf(element.childNodes[0] ?? element, jsonLdScriptMaxChars + 1);
    if (text.length > jsonLdScriptMaxChars) return false;
    try {
      values.push(JSON.parse(withoutCommentWrapper(text)));
    } catch {
      // Malformed JSON: this block says nothing we can read.
    }
    return false;
  });
  return values;
}

/** Old templates wrap scripts in `<!-- -->` or `<![CDATA[ ]]>` for browsers that no longer exist. */
function withoutCommentWrapper(text: string): string {
  return text
    .trim()
    .replace(/^(?:\/\/\s*)?(?:<!--|<!\[CDATA\[)/, '')
    .replace(/(?:\/\/\s*)?(?:-->|\]\]>)$/, '');
}
