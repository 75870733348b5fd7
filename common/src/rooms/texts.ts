import { textWith } from '../messages/text-with';

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

/**
 * The room facts' validation messages (issue 32; room-facts-schema.ts): the server answers them per field, the
 * rooms page and 'My Rooms' show each under its input.
 */
export const roomFactTexts = {
  wholeNumber: 'Enter a whole number',
  outOfRange: textWith('Enter a number from {min} to {max}', 'min', 'max'),
  standardAboveMax: 'Standard occupancy cannot be more than the maximum guests',
  childrenAboveMax: 'Children cannot be more than the maximum guests',
  maxBelowStandard: 'Maximum guests cannot be fewer than the standard occupancy',
  maxBelowChildren: 'Maximum guests cannot be fewer than the maximum children',
  bedType: 'Choose a bed type from the list',
  bedTypeTwice: 'Each bed type can be listed once',
  tooManyBeds: textWith('At most {max} bed types', 'max'),
  bedList: 'Beds must be a list of bed types with their count',
  view: 'Choose a view from the list',
} as const;
