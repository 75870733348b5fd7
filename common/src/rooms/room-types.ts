/** Room types a room can have (stored lowercase); blank means the default. */
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

const labels: Record<string, string> = {
  single: 'Single',
  double: 'Double',
  twin: 'Twin',
  suite: 'Suite',
  family: 'Family',
  deluxe: 'Deluxe',
  executive: 'Executive',
  other: 'Other',
  [defaultRoomType]: 'Standard Room',
};

/** The stored form of a type as typed or chosen: trimmed, lowercase, blank becomes 'standard room'. */
export function normalizeRoomType(type: string | null | undefined): string {
  const value = (type ?? '').trim().toLowerCase();
  return value === '' ? defaultRoomType : value;
}

/** How a stored type is shown ('double' as 'Double'); unknown types (an import's) are shown as stored. */
export function roomTypeLabel(type: string | null | undefined): string {
  const value = normalizeRoomType(type);
  return labels[value] ?? value;
}
