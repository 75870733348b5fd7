/**
 * Writes the messages' XML: elements with attributes in the order given, two-space indentation, one element per
 * line (so a schema complaint's line number points at one element), text and attribute values escaped. Attributes
 * whose value is undefined or null are left out, which is how optional facts stay out of a message.
 */

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

export type AttributeValue = string | number | undefined | null;

export interface XmlNode {
  name: string;
  attributes: Readonly<Record<string, AttributeValue>>;
  children: readonly XmlNode[];
  text?: string;
}

/** An element with child elements (falsy entries are skipped, so optional parts can be written inline). */
export function el(
  name: string,
  attributes: Readonly<Record<string, AttributeValue>> = {},
  children: readonly (XmlNode | null | undefined | false)[] = [],
): XmlNode {
  return { name, attributes, children: children.filter((child): child is XmlNode => !!child) };
}

/** An element holding only text. */
export function textEl(
  name: string,
  attributes: Readonly<Record<string, AttributeValue>>,
  text: string,
): XmlNode {
  return { name, attributes, children: [], text };
}

// Characters XML 1.0 cannot carry at all (C0 controls but tab, newline, return; lone surrogates; U+FFFE/FFFF):
// a text pasted from elsewhere may hold them, and one would make the whole message unreadable.
const notXmlCharacters =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeText(text: string): string {
  return text
    .replace(notXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

export function renderXml(root: XmlNode): string {
  const lines: string[] = [];
  write(root, 0, lines);
  return xmlDeclaration + lines.join('\n') + '\n';
}

function write(node: XmlNode, depth: number, lines: string[]) {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
  if (node.text !== undefined) {
    lines.push(`${indent}<${node.name}${attributes}>${escapeText(node.text)}</${node.name}>`);
  } else if (node.children.length === 0) {
    lines.push(`${indent}<${node.name}${attributes}/>`);
  } else {
    lines.push(`${indent}<${node.name}${attributes}>`);
    for (const child of node.children) write(child, depth + 1, lines);
    lines.push(`${indent}</${node.name}>`);
  }
}
