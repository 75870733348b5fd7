import { useTranslation } from 'react-i18next';
import type { Namespace } from './resources';
import { i18n } from './i18n';

/** The catalogue files of one namespace, as `import.meta.glob('./*\/<namespace>.json', { eager: true })` finds them. */
type CatalogueFiles = Record<string, { default: object } | object>;

/** The language a catalogue file is for: the folder it sits in (./en/accounts.json is English). */
function languageOf(path: string): string {
  const language = /(?:^|\/)([^/]+)\/[^/]+\.json$/.exec(path)?.[1];
  if (!language) throw new Error(`Catalogue ${path} is not in a language folder`);
  return language;
}

/**
 * Adds a namespace's catalogues (every language found) to the app's i18n instance and answers the hook its
 * components read the texts with. Called once per namespace by web/src/locales/<namespace>.ts, so the texts
 * arrive in the same chunk as the first component that imports that module.
 */
export function defineTexts<N extends Namespace>(namespace: N, files: CatalogueFiles) {
  for (const [path, file] of Object.entries(files)) {
    const catalogue = 'default' in file ? file.default : file;
    i18n.addResourceBundle(languageOf(path), namespace, catalogue, true, true);
  }
  /** The namespace's `t` (keys checked by TypeScript against the English catalogue). */
  function useTexts() {
    return useTranslation(namespace, { i18n }).t;
  }
  /** The same texts outside React (a message chosen in an event handler or a pure function). */
  const texts = i18n.getFixedT(null, namespace);
  return { useTexts, texts };
}
