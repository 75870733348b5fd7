import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The AlpineBits card on /ota, its dialogs ('Connect AlpineBits', 'Push history', the disconnect question) and
 * the push report's words (web/src/locales/<language>/alpinebits.json). The server's answers (a refused login, no
 * rooms, each failure in plain words) stay in common/src/alpinebits/texts.ts.
 */
export const { useTexts: useAlpineBitsTexts } = defineTexts(
  'alpinebits',
  import.meta.glob('./*/alpinebits.json', { eager: true, import: 'default' }),
);
