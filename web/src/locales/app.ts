import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The texts every page may need before its own code arrives (web/src/locales/<language>/app.json): the error
 * page, the network error, the retry when the session cannot be read, and the design system's own texts (the
 * dialog's 'Close', 'Skip to content', the route guard's 'Loading...'). They travel in the entry chunk.
 */
export const { useTexts: useAppTexts, texts: appTexts } = defineTexts(
  'app',
  import.meta.glob('./*/app.json', { eager: true, import: 'default' }),
);
