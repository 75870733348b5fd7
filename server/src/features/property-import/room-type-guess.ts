import type { RoomType } from '@common/rooms/room-types';

/** The keywords in the order they are tried (spec part 1, section 9): 'Deluxe Suite' is a suite. */
const keywordTypes = ['single', 'double', 'twin', 'suite', 'family', 'deluxe', 'executive'] as const;

/** An imported room's type, guessed from its name by keyword; 'other' when none is in it. */
export function guessRoomType(name: string): RoomType {
  const lower = name.toLowerCase();
  return keywordTypes.find((keyword) => lower.includes(keyword)) ?? 'other';
}
