/**
 * Rooms texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server or another screen
 * shares: the validation messages (schemas.ts), the default type's name (room-types.ts) and the two the import
 * step's rooms also show. The rooms screens' own texts are in web/src/locales/<language>/rooms.json and
 * galleries.json.
 */
export const roomTexts = {
  // Rooms page (/active-content/rooms) and the import step's rooms
  loadFailed: 'Failed to load rooms',
  addFailed: 'Failed to add room',
  // Hotel content page: 'My Rooms'
  defaultTypeLabel: 'Zimmer',
  // Validation
  nameRequired: 'Room name is required',
  nameTooLong: 'Room name is too long',
  typeTooLong: 'Room type is too long',
} as const;
