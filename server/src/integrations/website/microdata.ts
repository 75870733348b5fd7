import { attribute, type HtmlElement, type HtmlNode } from './html-tree';
import { readItems, splitTokens, type ItemDialect } from './item-tree';
import type { Thing } from './schema-values';

const microdata: ItemDialect = {
  startsItem: (element: HtmlElement) => attribute(element, 'itemscope') !== null,
  itemTypes: (element: HtmlElement) => splitTokens(attribute(element, 'itemtype')),
  propertyNames: (element: HtmlElement) => splitTokens(attribute(element, 'itemprop')),
  contentOnAnyElement: false,
};

/** The page's microdata items (itemscope, itemtype, itemprop) as JSON-LD-like objects; itemref is not followed. */
export const readMicrodata = (document: HtmlNode, base: string | null): Thing[] =>
  readItems(document, microdata, base);
