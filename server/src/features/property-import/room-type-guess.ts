import type { RoomType } from '@common/rooms/room-types';

/**
 * The keywords in the order they are tried (spec part 1, section 9): 'Deluxe Suite' is a suite. Each type's German
 * word is tried with its English one, since hotels' own websites (the website import) are often in German:
 * 'Einzelzimmer' is a single, 'Doppelzimmer' a double, 'Familienzimmer' a family room.
 */
const keywordTypes: ReadonlyArray<readonly [RoomType, readonly string[]]> = [
  ['single', ['single', 'einzel']],
  ['double', ['double', 'doppel']],
  ['twin', ['twin']],
  ['suite', ['suite']],
  ['family', ['family', 'familie']],
  ['deluxe', ['deluxe']],
  ['executive', ['executive']],
];

/** An imported room's type, guessed from its name by keyword; 'other' when none is in it. */
export function guessRoomType(name: string): RoomType {
  const lower = name.toLowerCase();
  return keywordTypes.find(([, words]) => words.some((word) => lower.includes(word)))?.[0] ?? 'other';
}
