import type { OtaView } from '@common/ota/schemas';
import type { OtaRow } from './repository';

/** A connection as the web app sees it: the saved login's id and contents never leave the server. */
export function presentOta(row: OtaRow): OtaView {
  return {
    id: row.id,
    hotelId: row.hotelId,
    type: row.type,
    name: row.name,
    status: row.status,
    cookieExpiryDate: row.cookieExpiryDate?.toISOString() ?? null,
    lastSync: row.lastSync?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasSavedLogin: row.contextId !== null,
  };
}
