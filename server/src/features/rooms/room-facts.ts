import { noRoomFacts, roomViews, type RoomFacts, type RoomViewKind } from '@common/rooms/room-facts';
import { roomFactConflict, roomFactKeys, type RoomFactsInput } from '@common/rooms/room-facts-schema';
import { AppError } from '../../lib/app-error';
import type { RoomRow } from './repository';

/** A stored room's facts as the API shows them. */
export function factsOfRoom(room: RoomRow): RoomFacts {
  return {
    maxOccupancy: room.maxOccupancy,
    standardOccupancy: room.standardOccupancy,
    maxChildren: room.maxChildren,
    beds: room.beds,
    sizeSqm: room.sizeSqm,
    roomCount: room.roomCount,
    // A view is written only through the schema's list; a value from elsewhere reads as none.
    view: (roomViews as readonly string[]).includes(room.view ?? '') ? (room.view as RoomViewKind) : null,
  };
}

/** Only the facts a request sent (null included: it clears one), ready for the row. */
export function sentFacts(input: RoomFactsInput): RoomFactsInput {
  return Object.fromEntries(
    roomFactKeys.filter((key) => input[key] !== undefined).map((key) => [key, input[key]]),
  );
}

/**
 * Refuses facts that contradict each other once merged with the stored ones (children above the guests), with a
 * 400 naming the field, so the answer never comes from the database and a half-sent form is checked whole.
 */
export function assertFactsAgree(stored: RoomFacts, sent: RoomFactsInput) {
  if (Object.keys(sent).length === 0) return;
  const conflict = roomFactConflict({ ...stored, ...sent }, sent);
  if (conflict)
    throw new AppError('validation', conflict.message, { fields: { [conflict.field]: conflict.message } });
}

export const factsOfNewRoom = (sent: RoomFactsInput): RoomFacts => ({ ...noRoomFacts, ...sent });
