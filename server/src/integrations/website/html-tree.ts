import type { DefaultTreeAdapterTypes } from 'parse5';

export type HtmlNode = DefaultTreeAdapterTypes.Node;
export type HtmlElement = DefaultTreeAdapterTypes.Element;

const isElement = (node: HtmlNode): node is HtmlElement => 'tagName' in node;

/** Elements whose text is never shown, so it is no part of a name or a description. */
const unshownText = new Set(['script', 'style', 'template', 'noscript']);

/**
 * Visits the elements under `root` in document order. `visit` returns false to leave an element's children
 * out. An explicit stack instead of recursion: a page nested 100,000 levels deep must not overflow the stack.
 * Templates are left out (their content is not part of the page).
 */
export function walkElements(root: HtmlNode, visit: (element: HtmlElement) => boolean | void): void {
  const stack: HtmlNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isElement(node) && (node.tagName === 'template' || visit(node) === false)) continue;
    const children = 'childNodes' in node ? node.childNodes : [];
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index]!);
  }
}

/** The element's attribute value (names are lower case after parsing), or null. */
export function attribute(element: HtmlElement, name: string): string | null {
  for (const attr of element.attrs) if (attr.name === name) return attr.value;
  return null;
}

/** The first element with this tag name, in document order. */
export function firstElement(root: HtmlNode, tagName: string): HtmlElement | null {
  let found: HtmlElement | null = null;
  walkElements(root, (element) => {
    if (found) return false;
    if (element.tagName === tagName) found = element;
  });
  return found;
}

/** How many more nodes text may be read from; shared, it bounds the work for a whole page. */
export interface NodeBudget {
  nodes: number;
}

/**
 * The text under a node, stopping after `maxChars` characters or when the node budget is spent: nested
 * elements that each ask for their text must stay cheap on a page built to be slow.
 */
export function textOf(
  root: HtmlNode,
  maxChars: number,
  blockBreaks = false,
  budget: NodeBudget = { nodes: 20_000 },
): string {
  const parts: string[] = [];
  let length = 0;
  const stack: HtmlNode[] = [root];
  while (stack.length > 0 && length < maxChars && budget.nodes-- > 0) {
    const node = stack.pop()!;
    if (node.nodeName === '#text' && 'value' in node) {
      // Read as a browser shows it: a line break in the markup is a space; lines come from the tags.
      const value = blockBreaks ? node.value.replace(/\s+/g, ' ') : node.value;
      parts.push(value);
      length += value.length;
      continue;
    }
    if (!('childNodes' in node) || (isElement(node) && unshownText.has(node.tagName))) continue;
    const lineBreak = blockBreaks && isElement(node) ? lineBreaks.get(node.tagName) : undefined;
    if (lineBreak) parts.push(lineBreak);
    for (let index = node.childNodes.length - 1; index >= 0; index--) stack.push(node.childNodes[index]!);
  }
  return parts.join('').slice(0, maxChars);
}

/** Tags that start a new line when HTML in a description is read as text, so paragraphs stay apart. */
const lineBreaks = new Map<string, string>([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'table'].map((tag) => [tag, '\n\n'] as const),
  ...['br', 'div', 'li', 'tr'].map((tag) => [tag, '\n'] as const),
]);
