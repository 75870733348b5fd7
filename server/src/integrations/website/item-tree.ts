import { attribute, textOf, walkElements, type HtmlElement, type HtmlNode } from './html-tree';
import { absoluteUrl } from './page-address';
import { graphMaxDepth, graphMaxThings } from './schema-graph';
import { localName, type Thing } from './schema-values';

/** How microdata or RDFa Lite marks items and properties; the crawl itself is the same for both. */
export interface ItemDialect {
  /** Whether the element starts an item (itemscope, typeof). */
  startsItem: (element: HtmlElement) => boolean;
  /** The item's types as written (itemtype, typeof). */
  itemTypes: (element: HtmlElement) => string[];
  /** The property names the element gives a value to (itemprop, property). */
  propertyNames: (element: HtmlElement) => string[];
  /** RDFa takes a `content` attribute on any element; microdata only on `<meta>`. */
  contentOnAnyElement: boolean;
}

const srcValued = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const hrefValued = new Set(['a', 'area', 'link']);
/**
 * A property's text is short. Nested properties each read the text of everything inside them, so the nodes read
 * are capped per value and per page: the work stays linear on a page built to be slow.
 */
const valueMaxChars = 100_000;
const valueMaxNodes = 1_000;
const pageTextMaxNodes = 200_000;

interface Budget {
  things: number;
  textNodes: number;
}

export const splitTokens = (text: string | null) => (text ?? '').split(/\s+/).filter((token) => token !== '');

/**
 * The page's top-level items as plain objects shaped like JSON-LD (`@type` plus property values, several values
 * as a list, nested items as objects), so one interpreter reads all three kinds of markup.
 */
export function readItems(document: HtmlNode, dialect: ItemDialect, base: string | null): Thing[] {
  const items: Thing[] = [];
  const budget: Budget = { things: graphMaxThings, textNodes: pageTextMaxNodes };
  walkElements(document, (element) => {
    if (budget.things <= 0) return false;
    // An item that is some other item's property is read as part of that one.
    if (dialect.startsItem(element) && dialect.propertyNames(element).length === 0) {
      items.push(readItem(element, dialect, base, 0, budget));
    }
  });
  return items;
}

function readItem(
  root: HtmlElement,
  dialect: ItemDialect,
  base: string | null,
  depth: number,
  budget: Budget,
): Thing {
  budget.things--;
  const item: Thing = { '@type': dialect.itemTypes(root) };
  walkElements(root, (element) => {
    if (element === root) return true;
    const names = dialect.propertyNames(element).map(localName);
    const nested = dialect.startsItem(element);
    if (names.length > 0 && budget.things > 0 && !(nested && depth >= graphMaxDepth)) {
      const value = nested
        ? readItem(element, dialect, base, depth + 1, budget)
        : valueOf(element, dialect, base, budget);
      for (const name of names) addValue(item, name, value);
      budget.things--;
    }
    // A nested item's children are its own; a separate item's children belong to it, not to this one.
    return !nested;
  });
  return item;
}

function addValue(item: Thing, name: string, value: unknown) {
  // A property named like an object's internals or a JSON-LD keyword would change what the object is.
  if (name === '' || name === '__proto__' || name.startsWith('@')) return;
  const existing = item[name];
  if (existing === undefined) item[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else item[name] = [existing, value];
}

/** A property's value by the HTML microdata rules (which RDFa Lite markup follows closely). */
function valueOf(element: HtmlElement, dialect: ItemDialect, base: string | null, budget: Budget): string {
  const tag = element.tagName;
  const content = attribute(element, 'content');
  if (content !== null && (dialect.contentOnAnyElement || tag === 'meta')) return content;
  if (tag === 'meta') return '';
  if (srcValued.has(tag)) return linked(attribute(element, 'src'), base);
  if (hrefValued.has(tag)) return linked(attribute(element, 'href'), base);
  if (tag === 'object') return linked(attribute(element, 'data'), base);
  if (tag === 'data' || tag === 'meter') return attribute(element, 'value') ?? '';
  // Line breaks kept (`<br>`, paragraphs): a description keeps them, a one-line field turns them into spaces.
  const text = () => {
    const granted = Math.min(valueMaxNodes, budget.textNodes);
    const allowed = { nodes: granted };
    const read = textOf(element, valueMaxChars, true, allowed);
    budget.textNodes -= granted - Math.max(allowed.nodes, 0);
    return read;
  };
  if (tag === 'time') return attribute(element, 'datetime') ?? text();
  return text();
}

/** Links keep every scheme (a `tel:` link is a telephone number); images are checked for http(s) later. */
const linked = (raw: string | null, base: string | null) => absoluteUrl(raw, base)?.href ?? '';
