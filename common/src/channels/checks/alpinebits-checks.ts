import type { ReadinessPhoto, ReadinessRoom } from '../readiness';
import { hotelFinding, type Finding, type RuleCheck } from './rule-check';

/** A room that misses a rule, with its cover (as room-checks.ts shows rooms). */
const roomFinding = ({
  room,
  photos,
}: {
  room: ReadinessRoom;
  photos: readonly ReadinessPhoto[];
}): Finding => ({
  kind: 'room',
  id: room.id,
  name: room.name,
  thumbUrl: photos[0]?.thumbUrl ?? null,
  values: { room: room.name },
});

/**
 * Every room has the code the receiving system knows its category by (AlpineBits' GuestRoom Code): the codes are
 * the hotel's AlpineBits connection's. Without a connection there are none: one finding for the hotel
 * ({ part: 'connection' }); a connected hotel without rooms has nothing to send ({ part: 'rooms' }).
 */
export const alpineBitsRoomCodes = (): RuleCheck => ({
  thresholds: {},
  findings: (index) => {
    const { alpineBits } = index.input;
    if (!alpineBits.connected) return [hotelFinding(index, 'connection', { part: 'connection' })];
    if (index.rooms.length === 0) return [hotelFinding(index, 'rooms', { part: 'rooms' })];
    return index.rooms.filter(({ room }) => !alpineBits.roomCodes[room.id]).map(roomFinding);
  },
});

/** Each room states the most guests it sleeps (AlpineBits sends every room category with its occupancy). */
export const roomOccupancy = (): RuleCheck => ({
  thresholds: {},
  findings: (index) => index.rooms.filter(({ room }) => room.facts.maxOccupancy === null).map(roomFinding),
});
