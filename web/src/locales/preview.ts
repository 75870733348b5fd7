import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The public template preview's own labels (web/src/locales/<language>/preview.json), German like the page, and
 * the room types' English names as the rooms page shows them (`roomTypes`, so the public page need not load the
 * rooms catalogue); the spec's preview texts are previewTexts in common/src/templates/texts.ts, which the server
 * shares.
 */
export const { useTexts: usePreviewTexts } = defineTexts(
  'preview',
  import.meta.glob('./*/preview.json', { eager: true, import: 'default' }),
);
