/**
 * A small, strict XML reader for the AlpineBits answers (and the test receiver's requests): elements, attributes
 * and text, namespace prefixes dropped (AlpineBits documents live in the one OpenTravel namespace). It refuses a
 * DOCTYPE instead of reading one, so no entity of the other side's making is ever expanded, and it throws
 * XmlSyntaxError on anything that is not well-formed. Bodies are capped by the caller (the outbound POST reads at
 * most 1 MB), and nesting by MAX_DEPTH here.
 */

export interface XmlElement {
  /** The local name, without a prefix. */
  name: string;
  /** The namespace the element's prefix (or the default) stands for, '' when none. */
  namespace: string;
  attributes: Readonly<Record<string, string>>;
  children: XmlElement[];
  /** The element's own text (not its children's), entities resolved, as written (not trimmed). */
  text: string;
}

export class XmlSyntaxError extends Error {
  override readonly name = 'XmlSyntaxError';
}

const MAX_DEPTH = 64;
const namePattern = /^[A-Za-z_][\w.\-:]*/;
const attributePattern = /^([A-Za-z_][\w.\-:]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/;
const predefined: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);|&/g, (whole, entity: string | undefined) => {
    if (entity === undefined) throw new XmlSyntaxError('a bare & in text');
    if (entity.startsWith('#x')) return codePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return codePoint(parseInt(entity.slice(1), 10));
    const value = predefined[entity];
    if (value === undefined) throw new XmlSyntaxError(`unknown entity ${whole}`);
    return value;
  });
}

function codePoint(value: number): string {
  if (!Number.isFinite(value) || value > 0x10ffff || value === 0) throw new XmlSyntaxError('bad character');
  return String.fromCodePoint(value);
}

interface Open {
  element: XmlElement;
  qualifiedName: string;
  namespaces: Record<string, string>;
}

/** The document's root element; throws XmlSyntaxError unless the text is one well-formed element. */
export function readXml(source: string): XmlElement {
  let rest = source.replace(/^\uFEFF/, '');
  const stack: Open[] = [];
  let root: XmlElement | undefined;

  const skipMisc = (): boolean => {
    const misc = /^(\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)/.exec(rest);
    if (!misc) return false;
    rest = rest.slice(misc[0].length);
    return true;
  };

  while (rest.length > 0) {
    const open = stack[stack.length - 1];
    if (!open) {
      if (skipMisc()) continue;
      if (rest.startsWith('<!DOCTYPE')) throw new XmlSyntaxError('a DOCTYPE is not accepted');
      if (root) throw new XmlSyntaxError('content after the root element');
      if (!rest.startsWith('<')) throw new XmlSyntaxError('text outside the root element');
    }
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end < 0) throw new XmlSyntaxError('an unclosed comment');
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<![CDATA[')) {
      const end = rest.indexOf(']]>');
      if (end < 0 || !open) throw new XmlSyntaxError('a misplaced or unclosed CDATA section');
      open.element.text += rest.slice(9, end);
      rest = rest.slice(end + 3);
    } else if (rest.startsWith('<?')) {
      const end = rest.indexOf('?>');
      if (end < 0) throw new XmlSyntaxError('an unclosed processing instruction');
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('</')) {
      const close = /^<\/([A-Za-z_][\w.\-:]*)\s*>/.exec(rest);
      if (!close || !open || close[1] !== open.qualifiedName)
        throw new XmlSyntaxError('a mismatched end tag');
      stack.pop();
      rest = rest.slice(close[0].length);
    } else if (rest.startsWith('<')) {
      rest = readStartTag(rest.slice(1), stack, (element) => {
        if (open) open.element.children.push(element);
        else root = element;
      });
    } else {
      const end = rest.indexOf('<');
      const text = end < 0 ? rest : rest.slice(0, end);
      if (!open) throw new XmlSyntaxError('text outside the root element');
      open.element.text += decode(text);
      rest = end < 0 ? '' : rest.slice(end);
    }
  }
  if (stack.length > 0) throw new XmlSyntaxError('an unclosed element');
  if (!root) throw new XmlSyntaxError('no root element');
  return root;
}

function readStartTag(afterLt: string, stack: Open[], add: (element: XmlElement) => void): string {
  const nameMatch = namePattern.exec(afterLt);
  if (!nameMatch) throw new XmlSyntaxError('a malformed start tag');
  const qualifiedName = nameMatch[0];
  let rest = afterLt.slice(qualifiedName.length);
  const raw: Record<string, string> = {};
  for (;;) {
    const space = /^\s*/.exec(rest)![0];
    rest = rest.slice(space.length);
    if (rest.startsWith('/>') || rest.startsWith('>')) break;
    const attribute = attributePattern.exec(rest);
    if (!attribute || space.length === 0)
      throw new XmlSyntaxError(`a malformed attribute in <${qualifiedName}>`);
    const attributeName = attribute[1]!;
    if (attributeName in raw) throw new XmlSyntaxError(`attribute ${attributeName} given twice`);
    raw[attributeName] = decode(attribute[2] ?? attribute[3] ?? '');
    rest = rest.slice(attribute[0].length);
  }
  const selfClosing = rest.startsWith('/>');
  rest = rest.slice(selfClosing ? 2 : 1);

  const parentNamespaces = stack[stack.length - 1]?.namespaces ?? {};
  const namespaces = { ...parentNamespaces };
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'xmlns') namespaces[''] = value;
    else if (name.startsWith('xmlns:')) namespaces[name.slice(6)] = value;
    else attributes[name.includes(':') ? name.slice(name.indexOf(':') + 1) : name] = value;
  }
  const colon = qualifiedName.indexOf(':');
  const prefix = colon < 0 ? '' : qualifiedName.slice(0, colon);
  const namespace = namespaces[prefix];
  if (prefix && namespace === undefined) throw new XmlSyntaxError(`undeclared prefix ${prefix}`);
  const element: XmlElement = {
    name: colon < 0 ? qualifiedName : qualifiedName.slice(colon + 1),
    namespace: namespace ?? '',
    attributes,
    children: [],
    text: '',
  };
  add(element);
  if (!selfClosing) {
    if (stack.length >= MAX_DEPTH) throw new XmlSyntaxError('elements nested too deeply');
    stack.push({ element, qualifiedName, namespaces });
  }
  return rest;
}

/** The element's first child of that name, if any. */
export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((child) => child.name === name);
}

/** Every descendant of that name, in document order. */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === name) found.push(child);
      visit(child);
    }
  };
  visit(element);
  return found;
}
