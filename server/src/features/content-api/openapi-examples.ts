import type { ContentDescriptionsAnswer } from '@common/content-api/descriptions';
import type { ContentErrorAnswer } from '@common/content-api/errors';
import type { ContentFacilitiesAnswer } from '@common/content-api/facilities';
import type { ContentHotel, ContentHotelsAnswer } from '@common/content-api/hotel';
import type { ContentPhoto, ContentPhotosPage } from '@common/content-api/photos';
import type { ContentRoom } from '@common/content-api/rooms';
import type { ContentTemplatesAnswer } from '@common/content-api/templates';
import { contentApiTexts } from '@common/content-api/texts';
import { apiKeyTexts } from '@common/api-keys/texts';
import { hotelTexts } from '@common/hotels/schemas';
import { presentFeature } from './hotel-view';
import { encodePhotoCursor } from './photo-pages';
import { presentPhoto } from './photo-view';
import type { PhotoTexts, PublishedLanguages } from '../translations/published-texts';

/** Ids of the examples, the same in every example, as a client would see them across answers. */
export const exampleIds = {
  hotel: '0b9f6c2e-3d4a-4f1e-9a7b-5c2d8e1f4a60',
  room: '5e0c7a51-2b8d-4c3f-8e6a-1d9b2f4c7a13',
  template: '9a4d2c6e-7f1b-4e8a-b3c5-6d0e8f2a1b47',
  photos: ['c1a7e0b2-4d6f-4a8c-9e1b-3f5a7c9d0e21', 'd2b8f1c3-5e7a-4b9d-8f2c-4a6b8d0e1f32'],
} as const;

/** An English hotel that serves German and Italian guests too. */
const languages: PublishedLanguages = { primary: 'en', served: ['en', 'de', 'it'] };

const photo = (appUrl: string, index: 0 | 1, name: string, texts: PhotoTexts): ContentPhoto => {
  const assetId = exampleIds.photos[index];
  const key = `hotel-assets/${exampleIds.hotel}/1716201234567-${assetId.slice(0, 6)}`;
  return presentPhoto(
    appUrl,
    {
      assetId,
      name,
      width: 4032,
      height: 2688,
      thumbUrl: `/files/${key}-thumb.webp`,
      galleryUrl: `/files/${key}-gallery.webp`,
    },
    index,
    texts,
  );
};

const address: ContentHotel['address'] = {
  streetAddress: 'Seestrasse 12',
  postalCode: '8002',
  city: 'Zürich',
  country: 'Switzerland',
  countryCode: 'CH',
};

/** A catalogue entry as the database holds it: its English name, its group's. */
const feature = (id: string, name: string, groupId: string, groupName: string) =>
  presentFeature({ id, name, groupId, groupName }, languages);
const wifi = feature('free-wifi', 'Free WiFi', 'most-popular', 'Most popular facilities');

/** A complete answer for each operation, built by the same views as real answers (checked by a test). */
export function contentApiExamples(appUrl: string) {
  const lakeView = photo(appUrl, 0, 'Lake view from the terrace.jpg', {
    captions: {
      en: 'Sunset over Lake Zurich from the terrace',
      de: 'Sonnenuntergang über dem Zürichsee von der Terrasse',
      it: 'Tramonto sul lago di Zurigo dalla terrazza',
    },
    altTexts: { en: 'Terrace with tables above the lake at dusk', de: 'Terrasse mit Tischen über dem See' },
    primaryAltText: 'Terrace with tables above the lake at dusk',
  });
  // A photo the hotel has written nothing for: its name is the alt text.
  const lobby = photo(appUrl, 1, 'Lobby.jpg', { captions: {}, altTexts: {}, primaryAltText: null });
  const hotel: ContentHotel = {
    id: exampleIds.hotel,
    name: 'Hotel Seeblick',
    website: 'https://seeblick.example',
    address,
    phone: '+41441234567',
    reservationsEmail: 'reservations@seeblick.example',
    starRating: 4,
    checkIn: { from: '15:00', until: '22:00' },
    checkOut: { from: null, until: '11:00' },
    policies: {
      pets: 'on-request',
      smoking: 'not-allowed',
      parties: null,
      children: 'welcome',
      other: [feature('card-visa', 'Visa', 'cards-accepted', 'Cards accepted')],
    },
    primaryLanguage: languages.primary,
    languages: [...languages.served],
  };
  const room: ContentRoom = {
    id: exampleIds.room,
    name: 'Double Room Lake View',
    names: { en: 'Double Room Lake View', de: 'Doppelzimmer Seeblick', it: 'Camera doppia vista lago' },
    type: 'double',
    descriptions: [{ language: 'en', text: 'A bright room of 28 m² with a balcony over the lake.' }],
    facts: {
      maxOccupancy: 3,
      standardOccupancy: 2,
      maxChildren: 1,
      beds: [{ type: 'king', count: 1 }],
      sizeSqm: 28,
      roomCount: 12,
      view: 'lake',
    },
    features: [feature('balcony', 'Balcony', 'room-outdoors', 'Outdoors')],
    images: [lakeView],
  };
  const hotels: ContentHotelsAnswer = {
    hotels: [{ id: hotel.id, name: hotel.name, website: hotel.website, address }],
  };
  const photos: ContentPhotosPage = {
    photos: [lakeView, lobby],
    total: 140,
    nextCursor: encodePhotoCursor(2),
  };
  const facilities: ContentFacilitiesAnswer = { facilities: [wifi] };
  const descriptions: ContentDescriptionsAnswer = {
    descriptions: [
      {
        language: 'en',
        text: 'A family-run hotel on the shore of Lake Zurich, ten minutes from the old town.',
      },
    ],
  };
  const templates: ContentTemplatesAnswer = {
    templates: [
      {
        id: exampleIds.template,
        name: 'Summer on the lake',
        // No Italian name yet: a missing translation is absent.
        names: { en: 'Summer on the lake', de: 'Sommer am See' },
        startDate: '2026-06-01',
        endDate: '2026-08-31',
        description: 'Three nights with a boat trip and dinner on the terrace.',
        descriptions: { en: 'Three nights with a boat trip and dinner on the terrace.' },
        images: [lakeView],
      },
    ],
  };
  const error = (code: ContentErrorAnswer['error']['code'], message: string, messageId: string) =>
    ({ error: { code, message, messageId } }) satisfies ContentErrorAnswer;
  return {
    hotels,
    hotel: { hotel },
    rooms: { rooms: [room] },
    room: { room },
    photos,
    facilities,
    descriptions,
    templates,
    errors: {
      badQuery: {
        error: {
          code: 'validation',
          message: contentApiTexts.invalidCursor,
          messageId: 'contentApi.invalidCursor',
          fields: { cursor: contentApiTexts.invalidCursor },
          fieldMessages: { cursor: { id: 'contentApi.invalidCursor' } },
        },
      } satisfies ContentErrorAnswer,
      notFound: error('notFound', hotelTexts.hotelNotFound, 'hotels.hotelNotFound'),
      keyInUrl: error('validation', apiKeyTexts.inQueryString, 'apiKeys.inQueryString'),
      unauthenticated: error('unauthenticated', apiKeyTexts.invalid, 'apiKeys.invalid'),
      rateLimited: {
        error: {
          code: 'rateLimited',
          message: apiKeyTexts.rateLimited(42),
          messageId: 'apiKeys.rateLimited',
          values: { seconds: '42' },
        },
      } satisfies ContentErrorAnswer,
    },
  };
}
