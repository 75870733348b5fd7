/**
 * Room types a room can have (stored lowercase); blank means the default. Their names, in the page's language, are
 * the web's (web/src/locales/<language>/rooms.json, `types`): only the web shows them.
 */
export const roomTypes = [
  'single',
  'double',
  'twin',
  'suite',
  'family',
  'deluxe',
  'executive',
  'other',
] as const;
export type RoomType = (typeof roomTypes)[number];

/** What a room without a chosen type is stored as (spec part 2, section 9: 'Standard Room', stored lowercase). */
export const defaultRoomType = 'standard room';

/** The stored form of a type as typed or chosen: trimmed, lowercase, blank becomes 'standard room'. */
export function normalizeRoomType(type: string | null | undefined): string {
  const value = (type ?? '').trim().toLowerCase();
  return value === '' ? defaultRoomType : value;
}
