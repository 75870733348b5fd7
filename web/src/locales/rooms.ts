import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The rooms' words (web/src/locales/<language>/rooms.json): the rooms page (English), the content page's
 * 'My Rooms' panel (German, the spec's), the one add-room form, the delete dialog and the room types' names
 * (`types`, read through features/rooms/room-type-label.ts) in either page's language.
 * `deleteDialog.de.specQuestion` is the spec's own room deletion question, which no screen asks since deleting
 * moves a room to the trash; it is kept beside the German question that replaced it. The validation messages,
 * which the server shares, stay in common/src/rooms/texts.ts.
 */
export const { useTexts: useRoomTexts, texts: roomCatalogue } = defineTexts(
  'rooms',
  import.meta.glob('./*/rooms.json', { eager: true, import: 'default' }),
);
