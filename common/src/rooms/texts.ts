/**
 * Rooms texts exactly as the spec spells them (part 2, sections 2, 5 and 8) that the server shares: the
 * validation messages (schemas.ts). The rooms screens' own texts, the room types' names among them, are in
 * web/src/locales/<language>/rooms.json and galleries.json, the import step's rooms' in propertyImport.json.
 */
export const roomTexts = {
  // Validation
  nameRequired: 'Room name is required',
  nameTooLong: 'Room name is too long',
  typeTooLong: 'Room type is too long',
  nothingToChange: 'Nothing to change',
  // The server's answer for a room that is not the hotel's (or no longer is)
  notFound: 'Room not found',
} as const;
