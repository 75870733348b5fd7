import { defaultRoomType, roomTypes, type RoomType } from '@common/rooms/room-types';
import { usePreviewTexts } from '@web/locales/preview';

const isKnownType = (type: string): type is RoomType => (roomTypes as readonly string[]).includes(type);

/** A type the list does not know (an import's 'junior suite') as a visitor reads it: 'Junior Suite'. */
const capitalised = (type: string) =>
  type.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * A room type as stored (lowercase, 'standard room') as a visitor reads it: the list's types from the preview's
 * own catalogue ('Standard Room', 'Double'), which repeats the rooms page's English names so that the public page
 * does not download the signed-in rooms catalogue; any other type is the hotel's own word, capitalised.
 */
export function useRoomTypeLabel(): (type: string) => string {
  const t = usePreviewTexts();
  return (type) => {
    const stored = type.trim();
    if (stored === defaultRoomType) return t('roomTypes.standard');
    return isKnownType(stored) ? t(`roomTypes.${stored}`) : capitalised(stored);
  };
}
