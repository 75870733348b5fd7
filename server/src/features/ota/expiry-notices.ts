import { otaChannels } from '@common/ota/channels';
import { notifyHotelMembers } from '../notifications/service';
import type { OtaDeps } from './deps';
import { disconnectExpired, findConnectionsExpiringBetween } from './repository';

type Deps = Pick<OtaDeps, 'db' | 'log'>;

/**
 * How long before its saved login expires a connection's hotel is told to renew it (issue 15, point 5): the members
 * who hear of 'OTA login expiring' (issue 36, part 5).
 */
export const expiryNoticeDays = 7;

// One notice per connection and expiry date: a renewed login (a new expiry) is noticed again.
const dedupeKey = (connection: { otaId: string; cookieExpiryDate: Date | null }) =>
  `${connection.otaId}:${connection.cookieExpiryDate?.toISOString() ?? 'none'}`;

/**
 * Marks connections whose saved login has expired as disconnected (of one hotel, or of every hotel) and tells
 * each hotel's members who hear of OTA logins that the channel needs reconnecting.
 */
export async function disconnectExpiredConnections(deps: Deps, now: Date, hotelId?: string) {
  const disconnected = await disconnectExpired(deps.db, now, hotelId);
  for (const connection of disconnected)
    await notifyHotelMembers(deps, {
      hotelId: connection.hotelId,
      kind: 'ota_expired',
      params: { channel: otaChannels[connection.type].name },
      dedupeKey: dedupeKey(connection),
    });
}

/** Tells the hotels whose connections' saved logins expire within the next 7 days. */
export async function noticeExpiringConnections(deps: Deps, now: Date) {
  const until = new Date(now.getTime() + expiryNoticeDays * 24 * 3600_000);
  for (const connection of await findConnectionsExpiringBetween(deps.db, now, until)) {
    if (!connection.cookieExpiryDate) continue;
    await notifyHotelMembers(deps, {
      hotelId: connection.hotelId,
      kind: 'ota_expiring',
      params: {
        channel: otaChannels[connection.type].name,
        expiresAt: connection.cookieExpiryDate.toISOString(),
      },
      dedupeKey: dedupeKey(connection),
    });
  }
}

/** One run of the periodic sweep (expiry-sweep.ts): expired connections first, then those about to expire. */
export async function sweepConnectionExpiry(deps: Deps, now: Date) {
  await disconnectExpiredConnections(deps, now);
  await noticeExpiringConnections(deps, now);
}
