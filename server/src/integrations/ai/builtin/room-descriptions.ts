import type { ContentLanguage, HotelProfile, RoomProfile } from '@common/ai/hotel-profile';
import { categoryPhrases } from './category-phrases';
import { facilitiesOf, inHotelDe, joinList, mainLocation, paragraphs } from './phrasing';

const maxRoomFeatures = 8;
const maxHotelFacilities = 4;

/** Two different descriptions of one room: a factual one and an inviting one. */
export function roomDescriptions(
  profile: HotelProfile,
  room: RoomProfile,
  language: ContentLanguage,
): [string, string] {
  const list = (items: string[]) => joinList(items, language);
  const hotel = profile.name.trim();
  const city = mainLocation(profile)?.city?.trim();
  const features = [...new Set(room.features.map((feature) => feature.trim()).filter(Boolean))].slice(
    0,
    maxRoomFeatures,
  );
  const facilities = facilitiesOf(profile).slice(0, maxHotelFacilities);
  const type =
    room.type?.trim() && room.type.trim().toLowerCase() !== room.name.trim().toLowerCase()
      ? room.type.trim()
      : '';
  const guests = categoryPhrases(profile.category, language).guests;
  if (language === 'en') {
    return [
      paragraphs(
        [
          `The ${room.name}${type ? ` (${type})` : ''} at ${hotel}${city ? ` in ${city}` : ''} is made for ${guests}.`,
        ],
        [features.length > 0 ? `It offers ${list(features)}.` : 'It offers everything for a restful night.'],
        [facilities.length > 0 && `As our guest you can also use ${list(facilities)}.`],
      ),
      paragraphs(
        [`Arrive, unwind, feel at home: the ${room.name} is your retreat at ${hotel}.`],
        [features.length > 0 && `Look forward to ${list(features)}.`],
        [`Book the ${room.name} now${city ? ` and enjoy your time in ${city}` : ''}.`],
      ),
    ];
  }
  return [
    paragraphs(
      [
        `Das Zimmer „${room.name}“${type ? ` (${type})` : ''} ${inHotelDe(hotel)}${city ? ` in ${city}` : ''} ist ideal für ${guests}.`,
      ],
      [features.length > 0 ? `Es bietet ${list(features)}.` : 'Es bietet alles für eine erholsame Nacht.'],
      [facilities.length > 0 && `Als Gast nutzen Sie außerdem ${list(facilities)}.`],
    ),
    paragraphs(
      [`Ankommen, durchatmen, wohlfühlen: „${room.name}“ ist Ihr Rückzugsort ${inHotelDe(hotel)}.`],
      [features.length > 0 && `Freuen Sie sich auf ${list(features)}.`],
      [`Buchen Sie „${room.name}“ jetzt${city ? ` und genießen Sie Ihre Zeit in ${city}` : ''}.`],
    ),
  ];
}
