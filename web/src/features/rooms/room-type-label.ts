import { defaultRoomType, normalizeRoomType, roomTypes, type RoomType } from '@common/rooms/room-types';
import { useRoomTexts } from '@web/locales/rooms';
import type { RoomsLanguage } from './rooms-language';

const isKnownType = (type: string): type is RoomType => (roomTypes as readonly string[]).includes(type);

/**
 * How a stored type is shown on a screen of the given language, from the rooms catalogue ('double' as 'Double' or
 * 'Doppelzimmer'; the default type as 'Standard Room' or the spec's 'Zimmer'). A type the list does not know (an
 * import's 'junior suite') is the hotel's own word and shows as stored.
 */
export function useRoomTypeLabel(language: RoomsLanguage): (type: string | null | undefined) => string {
  const t = useRoomTexts();
  return (type) => {
    const stored = normalizeRoomType(type);
    if (stored === defaultRoomType) return t(`types.${language}.standard`);
    return isKnownType(stored) ? t(`types.${language}.${stored}`) : stored;
  };
}
