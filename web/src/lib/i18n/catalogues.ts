import type { Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Namespace, Resources } from './resources';
import type { Texts, TextValues } from './text-keys';
import { i18n, shippedLanguage } from './i18n';

/**
 * The catalogue files of one namespace, as `import.meta.glob('./*\/<namespace>.json', { eager: true, import:
 * 'default' })` finds them: each already compiled to `{ '<namespace>.<key path>': message }` by
 * web/vite/compiled-catalogues.ts.
 */
type CatalogueFiles = Record<string, unknown>;

/** The language a catalogue file is for: the folder it sits in (./en/accounts.json is English). */
function languageOf(path: string): string {
  const language = /(?:^|\/)([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
  if (!language) throw new Error(`Catalogue ${path} is not in a language folder`);
  return language;
}

/** Loads every language's file of a namespace; a language's missing texts are the shipped language's. */
function loadCatalogues(files: CatalogueFiles) {
  const byLanguage = Object.entries(files).map(([path, file]) => {
    const messages = (
      file !== null && typeof file === 'object' && 'default' in file ? file.default : file
    ) as Messages;
    return [languageOf(path), messages] as const;
  });
  const shipped = byLanguage.find(([language]) => language === shippedLanguage)?.[1] ?? {};
  for (const [language, messages] of byLanguage) i18n.load(language, { ...shipped, ...messages });
}

/**
 * Objects and arrays of texts a screen asked for (`returnObjects`), per language and key: the same object on
 * every render, like a catalogue's own, until a language or catalogue is loaded.
 */
const objects = new Map<string, unknown>();
i18n.on('change', () => objects.clear());

/** The texts below `<namespace>.<key>.` rebuilt as the catalogue nests them (numeric keys make arrays). */
function objectAt(prefix: string): unknown {
  const cacheKey = `${i18n.locale}\u0000${prefix}`;
  if (objects.has(cacheKey)) return objects.get(cacheKey);
  // The object asked for is `found.value`, so that an array at the key itself is made like any other.
  const found: Record<string, unknown> = {};
  for (const id of Object.keys(i18n.messages)) {
    if (!id.startsWith(prefix)) continue;
    const path = ['value', ...id.slice(prefix.length).split('.')];
    let node: Record<string, unknown> = found;
    path.forEach((key, index) => {
      const next = path[index + 1];
      if (next === undefined) node[key] = i18n._(id);
      else node = (node[key] ??= /^\d+$/.test(next) ? [] : {}) as Record<string, unknown>;
    });
  }
  // Every catalogue object holds at least one text (lib/i18n/catalogues.test.ts); none found is a key the
  // English catalogue lacks, answered like a missing text: with its id.
  const value = found.value ?? prefix.slice(0, -1);
  objects.set(cacheKey, value);
  return value;
}

/** A namespace's `t`, reading the active language when called. */
function textsOf<N extends Namespace>(namespace: N): Texts<Resources[N]> {
  return ((key: string, valuesOrOptions?: TextValues | { returnObjects: true }) =>
    valuesOrOptions?.returnObjects === true
      ? objectAt(`${namespace}.${key}.`)
      : i18n._(`${namespace}.${key}`, valuesOrOptions as TextValues | undefined)) as Texts<Resources[N]>;
}

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

function activeLanguage() {
  return i18n.locale;
}

/**
 * Adds a namespace's catalogues (every language found) to the app's Lingui instance and answers the hook its
 * components read the texts with. Called once per namespace by web/src/locales/<namespace>.ts, so the texts
 * arrive in the same chunk as the first component that imports that module.
 */
export function defineTexts<N extends Namespace>(namespace: N, files: CatalogueFiles) {
  loadCatalogues(files);
  /** The same texts outside React (a message chosen in an event handler or a pure function). */
  const texts = textsOf(namespace);
  // One `t` per language, so an effect or memo that uses it runs again when the language changes.
  const byLanguage = new Map<string, Texts<Resources[N]>>();
  /** The namespace's `t` (keys checked by TypeScript against the English catalogue). */
  function useTexts(): Texts<Resources[N]> {
    const language = useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
    let t = byLanguage.get(language);
    if (!t) byLanguage.set(language, (t = textsOf(namespace)));
    return t;
  }
  return { useTexts, texts };
}
