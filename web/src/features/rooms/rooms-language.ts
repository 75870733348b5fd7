/**
 * The language of the screen a rooms component stands on: English on the rooms page and the import step, German
 * in the content page's 'My Rooms' (one language per screen). web/src/locales/<language>/rooms.json holds the
 * form's, the delete dialog's and the room types' texts under `en` and `de` for it.
 */
export type RoomsLanguage = 'en' | 'de';
