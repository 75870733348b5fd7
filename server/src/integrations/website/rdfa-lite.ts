import { attribute, type HtmlElement, type HtmlNode } from './html-tree';
import { readItems, splitTokens, type ItemDialect } from './item-tree';
import type { Thing } from './schema-values';

/**
 * RDFa Lite (vocab, typeof, property). `vocab` is not checked: the interpreter only reads schema.org type
 * names, and a prefixed `schema:Hotel` must count as much as `Hotel` under `vocab="https://schema.org/"`.
 */
const rdfaLite: ItemDialect = {
  startsItem: (element: HtmlElement) => attribute(element, 'typeof') !== null,
  itemTypes: (element: HtmlElement) => splitTokens(attribute(element, 'typeof')),
  propertyNames: (element: HtmlElement) => splitTokens(attribute(element, 'property')),
  contentOnAnyElement: true,
};

/** The page's RDFa Lite items as JSON-LD-like objects. */
export const readRdfaLite = (document: HtmlNode, base: string | null): Thing[] =>
  readItems(document, rdfaLite, base);
