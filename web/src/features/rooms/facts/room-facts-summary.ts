import type { RoomFacts } from '@common/rooms/room-facts';
import { useRoomTexts } from '@web/locales/rooms';
import type { RoomsLanguage } from '../rooms-language';

/**
 * A room's facts in one short line for its card, in the screen's language: '2 guests · 1 double · 25 m²'
 * ('2 Gäste · 1 Doppelbett · 25 m²'); '' while the room states none of these.
 */
export function useRoomFactsSummary(language: RoomsLanguage): (facts: RoomFacts) => string {
  const t = useRoomTexts();
  return (facts) =>
    [
      facts.maxOccupancy === null
        ? null
        : t(`facts.${language}.summary.guests`, { count: facts.maxOccupancy }),
      ...facts.beds.map((bed) => t(`facts.${language}.summary.beds.${bed.type}`, { count: bed.count })),
      facts.sizeSqm === null ? null : t(`facts.${language}.summary.size`, { size: facts.sizeSqm }),
    ]
      .filter((part) => part !== null)
      .join(' · ');
}
