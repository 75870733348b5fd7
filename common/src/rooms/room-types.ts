import { roomTexts } from './texts';

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

/**
 * The same types in German, for the screens whose words are German (the content page's 'My Rooms'); the default
 * type is the spec's 'Zimmer' there (part 2, section 4), 'Standard Room' in English (section 9): one type, named
 * in the page's language (issue 31, point 8).
 */
const germanLabels: Record<string, string> = {
  single: 'Einzelzimmer',
  double: 'Doppelzimmer',
  twin: 'Zweibettzimmer',
  suite: 'Suite',
  family: 'Familienzimmer',
  deluxe: 'Deluxe-Zimmer',
  executive: 'Executive-Zimmer',
  other: 'Sonstiges',
  [defaultRoomType]: roomTexts.defaultTypeLabel,
};

export type RoomTypeLanguage = 'en' | 'de';

/** How a stored type is shown ('double' as 'Double', or 'Doppelzimmer'); unknown types (an import's) as stored. */
export function roomTypeLabel(type: string | null | undefined, language: RoomTypeLanguage = 'en'): string {
  const value = normalizeRoomType(type);
  return (language === 'de' ? germanLabels : labels)[value] ?? value;
}
