import type { RoomView } from '@common/rooms/schemas';
import type { Storage } from '../../integrations/storage/storage';
import type { RoomListRow } from './repository';
import { factsOfRoom } from './room-facts';

/** What the API shows of a room: explicit fields, the cover as a thumbnail URL. */
export function presentRoom(storage: Storage, { room, coverThumbKey, imageCount }: RoomListRow): RoomView {
  return {
    id: room.id,
    name: room.name,
    type: room.type,
    coverThumbUrl: coverThumbKey ? storage.publicUrl(coverThumbKey) : null,
    imageCount: Number(imageCount),
    createdAt: room.createdAt.toISOString(),
    facts: factsOfRoom(room),
  };
}
