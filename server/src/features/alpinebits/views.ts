import type {
  AlpineBitsConnectionView,
  AlpineBitsHandshakeView,
  AlpineBitsRoomCodeView,
  PushRunStatus,
  PushRunTrigger,
  PushRunView,
} from '@common/alpinebits/schemas';
import { suggestRoomCodes } from '@common/alpinebits/room-codes';
import type { StoredHandshake } from '../../db/schema/alpinebits';
import type { AlpineBitsHandshake } from '../../integrations/alpinebits';
import type { ConnectionRow, PushRunRow } from './repository';

/** The handshake as stored: versions and actions, and what we can push (the child occupancy is the builder's). */
export const storedHandshake = (handshake: AlpineBitsHandshake): StoredHandshake => ({
  versions: handshake.versions.map(({ version, actions }) => ({ version, actions: [...actions] })),
  version: handshake.version,
  supports: { inventory: handshake.supports.inventory, info: handshake.supports.info },
});

export const handshakeView = (handshake: StoredHandshake, checkedAt: Date): AlpineBitsHandshakeView => ({
  ...handshake,
  checkedAt: checkedAt.toISOString(),
});

export function connectionView(
  row: ConnectionRow,
  versions: { contentVersion: number; assetsVersion: number },
): AlpineBitsConnectionView {
  return {
    serverUrl: row.serverUrl,
    username: row.username,
    hasPassword: row.sealedPassword !== '',
    hotelCode: row.hotelCode,
    autoPush: row.autoPush,
    handshake: row.handshake && row.handshakeAt ? handshakeView(row.handshake, row.handshakeAt) : null,
    changedSinceLastPush:
      row.pushedContentVersion !== versions.contentVersion ||
      row.pushedAssetsVersion !== versions.assetsVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the codes of rooms the hotel still has (a room deleted for good leaves its entry behind). */
export function codesOfRooms(
  roomList: readonly { id: string }[],
  stored: Readonly<Record<string, string>>,
): Map<string, string> {
  return new Map(roomList.flatMap((room) => (stored[room.id] ? [[room.id, stored[room.id]!] as const] : [])));
}

export function roomCodeViews(
  roomList: readonly { id: string; name: string }[],
  stored: Readonly<Record<string, string>>,
): AlpineBitsRoomCodeView[] {
  const codes = codesOfRooms(roomList, stored);
  const suggestions = suggestRoomCodes(roomList, codes);
  return roomList.map((room) => {
    const code = codes.get(room.id) ?? null;
    return { roomId: room.id, name: room.name, code, suggestedCode: code ?? suggestions.get(room.id)! };
  });
}

export function runView(row: PushRunRow): PushRunView {
  return {
    id: row.id,
    status: row.status as PushRunStatus,
    trigger: row.trigger as PushRunTrigger,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    tries: row.tries,
    counts: row.counts,
    languages: row.languages,
    answers: row.answers,
    warnings: row.answers.flatMap((answer) => answer.warnings),
    errors: row.answers.flatMap((answer) => answer.errors),
    failure: row.failure,
    leftOut: row.leftOut,
  };
}
