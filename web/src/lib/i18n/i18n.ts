import { setupI18n } from '@lingui/core';

/**
 * The interface language. Its catalogues (web/src/locales/en/) hold the product's texts as the spec spells them:
 * English, with German where the spec gives a screen German words. A second interface language is one more
 * folder of the same files (web/src/locales/<language>/); see docs/ARCHITECTURE.md, "Texts and languages".
 */
export const interfaceLanguage = 'en';

/** The language every namespace ships in full; a second language's missing texts are taken from it. */
export const shippedLanguage = 'en';

/**
 * The app's one Lingui instance. It starts with no texts: each namespace's catalogue travels with the code that
 * shows it (web/src/locales/<namespace>.ts), so a public page never downloads the signed-in app's texts. The
 * catalogues arrive compiled (web/vite/compiled-catalogues.ts), so the production build carries no ICU parser.
 * Active from the start (with an empty catalogue, so Lingui does not warn), because every catalogue is in memory
 * when it is added: a page and a jsdom test render their texts on the first pass.
 */
export const i18n = setupI18n({ locale: interfaceLanguage, messages: { [interfaceLanguage]: {} } });
