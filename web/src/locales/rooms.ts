import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The rooms' words (web/src/locales/<language>/rooms.json): the rooms page (English), the content page's
 * 'My Rooms' panel (German, the spec's), the one add-room form and the delete dialog in either page's language.
 * The spec's texts the server or the import step share stay in common/src/rooms/texts.ts.
 */
export const { useTexts: useRoomTexts, texts: roomCatalogue } = defineTexts(
  'rooms',
  import.meta.glob('./*/rooms.json', { eager: true, import: 'default' }),
);
