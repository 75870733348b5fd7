import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Guards issue 31, point 16: every interface text a component shows is read from a Lingui catalogue
 * (web/src/locales/), never written into the JSX, so a second interface language stays one translation file.
 * It reads every non-test .tsx under web/src with TypeScript's parser and reports JSX text with letters and
 * string literals given to the attributes below.
 */
const webSource = join(__dirname, '..', '..');

/** Attributes whose value a person reads or hears. */
const textAttributes = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt']);

/**
 * What the guard must not count as an interface text, each with why. Paths are relative to web/src with '/'.
 */
const allowedFiles: { path: string; why: string }[] = [
  // The live view (live-view.html) is its own entry without React; it keeps a plain texts module on purpose,
  // since the catalogues would bring React and @lingui/core into it (docs/ARCHITECTURE.md).
  { path: 'live-view/', why: 'own entry, plain texts module' },
];

/** Test helpers (a feature's testing/ folder): stand-in pages of jsdom tests that no person ever sees. */
const isTestHelper = (name: string) => name.includes('/testing/');

/** Texts that are not interface texts in any language. */
const allowedTexts = new Set([
  // The product's name, a brand, the same in every language.
  'Hotel Content Studio',
]);

interface Finding {
  where: string;
  text: string;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** The inline texts of one file's JSX. */
export function inlineTexts(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(clean) || allowedTexts.has(clean)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ where: `${fileName}:${line + 1}`, text: clean });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      // label={'...'} and label={`...`} are inline texts too.
      if (ts.isJsxExpression(value) && value.expression) {
        const inner = value.expression;
        if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) report(inner, inner.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('interface texts', () => {
  it('finds JSX text and text attributes written inline (the guard itself)', () => {
    const found = inlineTexts(
      'example.tsx',
      `const A = () => <div title="Tip" data-x="y"><Icon alt={'Logo'} />Save {n} <b>  </b>{'Hotel Content Studio'}</div>;`,
    );
    expect(found).toEqual([
      { where: 'example.tsx:1', text: 'Tip' },
      { where: 'example.tsx:1', text: 'Logo' },
      { where: 'example.tsx:1', text: 'Save' },
    ]);
  });

  it('are read from the catalogues, not written into the JSX of web/src', () => {
    const findings = sourceFiles(webSource).flatMap((path) => {
      const name = relative(webSource, path).split(sep).join('/');
      if (isTestHelper(name) || allowedFiles.some((allowed) => name.startsWith(allowed.path))) return [];
      return inlineTexts(name, readFileSync(path, 'utf8'));
    });
    expect(findings.map(({ where, text }) => `${where} ${JSON.stringify(text)}`)).toEqual([]);
  });
});
