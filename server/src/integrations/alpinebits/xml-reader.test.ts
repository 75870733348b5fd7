import { describe, expect, it } from 'vitest';
import { readXml, XmlSyntaxError } from './xml-reader';

describe('the XML reader', () => {
  it('reads elements, attributes, text and namespaces, with entities and CDATA', () => {
    const root = readXml(
      '<?xml version="1.0"?>\n<!-- c --><ota:R xmlns:ota="urn:x" A="1 &amp; 2"><ota:W T=\'11\'>a &lt;b&gt; &#233;<![CDATA[<c>]]></ota:W><E/></ota:R>',
    );
    expect(root).toMatchObject({ name: 'R', namespace: 'urn:x', attributes: { A: '1 & 2' } });
    expect(root.children.map((child) => [child.name, child.namespace, child.text])).toEqual([
      ['W', 'urn:x', 'a <b> é<c>'],
      ['E', '', ''],
    ]);
  });

  it.each([
    ['a DOCTYPE (no entity of the other side is ever expanded)', '<!DOCTYPE r [<!ENTITY x "y">]><r>&x;</r>'],
    ['an unknown entity', '<r>&x;</r>'],
    ['a mismatched end tag', '<r><a></b></r>'],
    ['an unclosed element', '<r><a>'],
    ['two roots', '<r/><s/>'],
    ['text outside the root', 'hello'],
    ['an undeclared prefix', '<p:r/>'],
    ['a repeated attribute', '<r a="1" a="2"/>'],
    ['nesting past 64 levels', '<a>'.repeat(100) + '</a>'.repeat(100)],
    ['a NUL character reference', '<r>&#0;</r>'],
  ])('refuses %s', (_, source) => {
    expect(() => readXml(source)).toThrow(XmlSyntaxError);
  });

  it('reads a megabyte answer of 60,000 elements', () => {
    const big = `<r>${'<w t="1">text</w>'.repeat(60_000)}</r>`;
    const root = readXml(big);
    expect(root.children).toHaveLength(60_000);
  });
});
