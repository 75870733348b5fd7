import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The interface language. Its catalogues (web/src/locales/en/) hold the product's texts as the spec spells them:
 * English, with German where the spec gives a screen German words. A second interface language is one more
 * folder of the same files (web/src/locales/<language>/); see docs/ARCHITECTURE.md, "Texts and languages".
 */
export const interfaceLanguage = 'en';

/**
 * The app's one i18next instance. It starts with no texts: each namespace's catalogue travels with the code that
 * shows it (web/src/locales/<namespace>.ts), so a public page never downloads the signed-in app's texts.
 * Initialised synchronously (initAsync: false) because every catalogue is already in memory when it is added;
 * a page and a jsdom test render their texts on the first pass.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: interfaceLanguage,
  fallbackLng: interfaceLanguage,
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  ns: [],
  defaultNS: false,
  // React escapes what it renders; escaping here too would show '&amp;' in 'Facilities &amp; Services'.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  react: { useSuspense: false },
});
