/**
 * Rooms texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server shares: the
 * validation messages (schemas.ts) and the default type's name (room-types.ts). The rooms screens' own texts are
 * in web/src/locales/<language>/rooms.json and galleries.json, the import step's rooms' in propertyImport.json.
 */
export const roomTexts = {
  // Hotel content page: 'My Rooms'
  defaultTypeLabel: 'Zimmer',
  // Validation
  nameRequired: 'Room name is required',
  nameTooLong: 'Room name is too long',
  typeTooLong: 'Room type is too long',
} as const;
