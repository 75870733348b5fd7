import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The OTA page's and the connection window's texts (web/src/locales/<language>/ota.json), the spec's own words
 * (part 1, sections 2 and 8) as spelled among them. The server's answers (a session that ended, a channel
 * already connected...) stay in common/src/ota/texts.ts. The live view page (live-view.html) is a separate,
 * small entry and keeps its own texts module (web/src/live-view/texts.ts).
 */
export const { useTexts: useOtaTexts, texts: otaPageTexts } = defineTexts(
  'ota',
  import.meta.glob('./*/ota.json', { eager: true, import: 'default' }),
);
