import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { assetCategories } from '@common/assets/categories';

/**
 * Guards issue 31, point 16: every interface text a component shows is read from a Lingui catalogue
 * (web/src/locales/), never written into the code, so a second interface language stays one translation file.
 * It reads every non-test .tsx and .ts under web/src with TypeScript's parser and reports JSX text with letters,
 * string literals given to a JSX attribute that a person reads (any letters for the text attributes below, words
 * for any attribute that is not a technical one), and other string literals, in .ts and .tsx files alike, that read
 * as a sentence.
 */
const webSource = join(__dirname, '..', '..');

/** Attributes whose value a person reads or hears: any letters in them are a text. */
const textAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
]);

/**
 * Attributes that take ids, addresses, tokens, styles or SVG geometry, never words a person reads. Any other
 * attribute given words (a component's `description`, `heading`, `emptyText`...) is reported.
 */
const technicalAttributes = new Set([
  'className',
  'id',
  'key',
  'href',
  'to',
  'src',
  'srcSet',
  'sizes',
  'type',
  'name',
  'role',
  'rel',
  'target',
  'method',
  'action',
  'encType',
  'htmlFor',
  'form',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'autoCapitalize',
  'pattern',
  'accept',
  'lang',
  'dir',
  'loading',
  'decoding',
  'fetchPriority',
  'referrerPolicy',
  'crossOrigin',
  'sandbox',
  'allow',
  'value',
  'defaultValue',
  'variant',
  'size',
  'tone',
  'side',
  'align',
  'orientation',
  'xmlns',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'fillRule',
  'clipRule',
  'points',
  'transform',
  'preserveAspectRatio',
]);

/** data-* attributes and the aria-* ones that are not texts (ids, states, tokens: aria-describedby, aria-live...). */
const isTechnicalAttribute = (name: string) =>
  technicalAttributes.has(name) ||
  name.startsWith('data-') ||
  (name.startsWith('aria-') && !textAttributes.has(name));

/**
 * What the guard must not count as an interface text, each with why. Paths are relative to web/src with '/'.
 */
const allowedFiles: { path: string; why: string }[] = [
  // The live view (live-view.html) is its own entry without React; it keeps a plain texts module on purpose,
  // since the catalogues would bring React and @lingui/core into it (docs/ARCHITECTURE.md).
  { path: 'live-view/', why: 'own entry, plain texts module' },
  // The catalogues themselves and the modules that add them.
  { path: 'locales/', why: 'the catalogues' },
];

/** Test helpers (a feature's testing/ folder): stand-in pages of jsdom tests that no person ever sees. */
const isTestHelper = (name: string) => name.includes('/testing/');

/** Texts that are not interface texts in any language. */
const allowedTexts = new Set([
  // The product's name, a brand, the same in every language.
  'Hotel Content Studio',
  // The spec's asset categories as stored and sent to the server (the lists that order them); their labels are
  // the assets catalogue's (`categories.<category>`).
  ...assetCategories,
]);

/**
 * Sentences of .ts files that no person reads, by file (relative to web/src): errors a caller turns into its own
 * text, or that only a developer meets.
 */
const allowedSentences: { path: string; text: string; why: string }[] = [
  {
    path: 'features/accounts/api/sign-in-with-google.ts',
    text: 'No Google sign-in URL received',
    why: 'the Google button shows the page’s own failure text (onError), never this reason',
  },
  {
    path: 'features/assets/api/upload-asset.ts',
    text: 'The upload was cancelled.',
    why: 'an AbortError the upload batch counts as stopped (resultOfError), never shows',
  },
  {
    path: 'features/onboarding/wizard-values.ts',
    text: 'Hotel type and category must be chosen first',
    why: 'a programming error: the wizard calls it only once both steps are valid',
  },
  {
    path: 'lib/i18n/catalogues.ts',
    text: 'Catalogue {} is not in a language folder',
    why: 'a developer’s mistake in a catalogue’s place, met when the module loads',
  },
];

interface Finding {
  where: string;
  text: string;
}

/** Non-test .tsx and .ts files under a folder (declaration files hold no texts). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** Two words with letters ('Save changes'), or one capitalised word ('Save'): what an attribute's text looks like. */
const readsAsWords = (text: string) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text) || /^\p{Lu}\p{Ll}+\b/u.test(text);

/**
 * At least two words with letters that start with a capital or end in punctuation: 'Failed to load rooms',
 * 'was saved.'. Class lists ('flex gap-2'), ids and tokens are neither.
 */
const readsAsSentence = (text: string) =>
  text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2 &&
  (/^\p{Lu}/u.test(text) || /[.!?…:]$/.test(text));

/** A class list ('flex flex-col max-w-4xl!'): lower-case tokens of Tailwind's alphabet, never words. */
const isClassList = (text: string) => /^[a-z0-9:!/.[\]()%-]+( +[a-z0-9:!/.[\]()%-]+)*$/.test(text.trim());

/** An address or a path: '/api/hotels', './en/app.json', 'https://…', 'mailto:…'. */
const isAddress = (text: string) => /^(\.{0,2}\/|[a-z][a-z+.-]*:)/i.test(text);

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  // `Saved ${count} images` reads as 'Saved {} images'.
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  return undefined;
};

/** Where a string of a .ts file is code, not a text: a module path, a key, a type, a console line, a test id. */
function isCodeString(node: ts.Node, file: ts.SourceFile): boolean {
  const parent = node.parent;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isPropertyAssignment(parent) && /test-?id/i.test(parent.name.getText(file))) return true;
  for (let up: ts.Node = node; !ts.isSourceFile(up); up = up.parent)
    if (ts.isCallExpression(up)) {
      const callee = up.expression.getText(file);
      // import('…'), import.meta.glob('…'), console.warn('…'), getByTestId('…').
      if (
        up.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^(console\.|import\.meta\.)|TestId$/.test(callee)
      )
        return true;
    }
  return false;
}

/** title="…" or title={'…'}: the value of a JSX attribute, which reportAttribute judges by its attribute. */
const isAttributeValue = (node: ts.Node) =>
  ts.isJsxAttribute(node.parent) ||
  (ts.isJsxExpression(node.parent) && ts.isJsxAttribute(node.parent.parent));

/** The inline texts of one file: its JSX's, and for a .ts file its strings that read as a sentence. */
export function inlineTexts(fileName: string, source: string): Finding[] {
  const isJsx = fileName.endsWith('.tsx');
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    isJsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const allowedHere = new Set(
    allowedSentences.filter(({ path }) => path === fileName).map(({ text }) => text),
  );
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!hasLetters(clean) || allowedTexts.has(clean) || allowedHere.has(clean)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push({ where: `${fileName}:${line + 1}`, text: clean });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer)
      reportAttribute(node.name.getText(file), node.initializer);
    // A .tsx file's strings outside JSX too ('Hotel Chain' as a fallback); an attribute's own value is judged above.
    const text = literalText(node);
    if (
      text !== undefined &&
      !isAttributeValue(node) &&
      readsAsSentence(text.trim()) &&
      !isClassList(text) &&
      !isAddress(text) &&
      !isCodeString(node, file)
    )
      report(node, text);
    ts.forEachChild(node, visit);
  };
  const reportAttribute = (name: string, initializer: ts.JsxAttributeValue) => {
    if (isTechnicalAttribute(name)) return;
    // title="…", title={'…'} and title={`…`} alike.
    const value =
      ts.isJsxExpression(initializer) && initializer.expression ? initializer.expression : initializer;
    if (!ts.isStringLiteral(value) && !ts.isNoSubstitutionTemplateLiteral(value)) return;
    if (textAttributes.has(name) || readsAsWords(value.text)) report(value, value.text);
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

  it('finds words given to any attribute but a technical one', () => {
    const found = inlineTexts(
      'example.tsx',
      [
        `const A = () => <Panel heading="Your rooms" emptyText={'Nothing yet'} note="Saved"`,
        ` className="flex gap-2" id="rooms-panel" data-state="Open now" aria-describedby="rooms hint"`,
        ` variant="outline" href="/rooms" to="/rooms/new" name="Room name" />;`,
      ].join('\n'),
    );
    expect(found).toEqual([
      { where: 'example.tsx:1', text: 'Your rooms' },
      { where: 'example.tsx:1', text: 'Nothing yet' },
      { where: 'example.tsx:1', text: 'Saved' },
    ]);
  });

  it('finds sentences in .ts files, but not paths, keys, types, console lines or test ids', () => {
    const found = inlineTexts(
      'example.ts',
      [
        `import { x } from './Some Module';`,
        `type Mode = 'Read only';`,
        `const texts = { 'Failed to load': 1, saved: 'Changes saved.', rule: \`At most \${max} images\` };`,
        `console.warn('Keep-alive failed', error);`,
        `const id = { testId: 'Room Card' }, url = 'https://example.com/Some Page', path = '/rooms/Some Room';`,
        `const classes = 'flex items-center', token = 'outline', word = 'Cancel';`,
        `throw new Error('Hotel not found');`,
      ].join('\n'),
    );
    expect(found).toEqual([
      { where: 'example.ts:3', text: 'Changes saved.' },
      { where: 'example.ts:3', text: 'At most {} images' },
      { where: 'example.ts:7', text: 'Hotel not found' },
    ]);
  });

  it('finds sentences outside JSX in .tsx files too, but not class lists', () => {
    const found = inlineTexts(
      'example.tsx',
      [
        `const name = plan?.name ?? 'Hotel Chain';`,
        `const wide = cn('top-0! left-0! max-w-none!', open && 'flex flex-col max-w-4xl!');`,
        `const A = () => <p title={'Room list'}>{name}</p>;`,
      ].join('\n'),
    );
    expect(found).toEqual([
      { where: 'example.tsx:1', text: 'Hotel Chain' },
      { where: 'example.tsx:3', text: 'Room list' },
    ]);
  });

  it('are read from the catalogues, not written into the code of web/src', () => {
    const findings = sourceFiles(webSource).flatMap((path) => {
      const name = relative(webSource, path).split(sep).join('/');
      if (isTestHelper(name) || allowedFiles.some((allowed) => name.startsWith(allowed.path))) return [];
      return inlineTexts(name, readFileSync(path, 'utf8'));
    });
    expect(findings.map(({ where, text }) => `${where} ${JSON.stringify(text)}`)).toEqual([]);
  });
});
