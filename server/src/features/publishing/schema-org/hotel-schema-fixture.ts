import type { ContentPhoto } from '@common/content-api/photos';
import type { HotelSchemaSource } from './hotel-schema';

/** A photo answer as the content API gives it, with both renditions (and no caption written). */
export function fixturePhoto(id: string, altText: string | null, width = 4000, height = 3000): ContentPhoto {
  const file = (name: string) => `https://studio.example.com/files/hotel-assets/h1/${id}-${name}.webp`;
  const scale = (edge: number) => Math.min(1, edge / Math.max(width, height));
  return {
    id,
    altText,
    altTexts: {},
    captions: {},
    width,
    height,
    isCover: false,
    position: 0,
    renditions: [
      {
        name: 'thumbnail',
        width: Math.round(width * scale(400)),
        height: Math.round(height * scale(400)),
        mimeType: 'image/webp',
        url: file('thumb'),
      },
      {
        name: 'large',
        width: Math.round(width * scale(1600)),
        height: Math.round(height * scale(1600)),
        mimeType: 'image/webp',
        url: file('gallery'),
      },
    ],
  };
}

/** A feature of a hotel that serves English only. */
const feature = (id: string, name: string) => ({
  id,
  name,
  names: { en: name },
  group: { id: 'group', name: 'Group', names: { en: 'Group' } },
});

/** A hotel with every fact stated: what the schema.org builder's tests start from. */
export function fixtureHotelSource(): HotelSchemaSource {
  return {
    hotel: {
      id: '0b9f6c2e-3d4a-4f1e-9a7b-5c2d8e1f4a60',
      name: 'Hotel Seeblick',
      website: 'https://seeblick.example',
      phone: '+41441234567',
      reservationsEmail: 'reservations@seeblick.example',
      starRating: 4,
      address: {
        streetAddress: 'Seestrasse 12',
        postalCode: '8002',
        city: 'Zürich',
        country: 'Switzerland',
        countryCode: 'CH',
      },
      checkIn: { from: '15:00', until: '22:00' },
      checkOut: { from: null, until: '11:00' },
      policies: {
        pets: 'allowed',
        smoking: 'not-allowed',
        parties: null,
        children: 'welcome',
        other: [feature('card-visa', 'Visa')],
      },
      primaryLanguage: 'en',
      languages: ['en', 'de'],
    },
    numberOfRooms: 24,
    geo: { latitude: 47.3547, longitude: 8.5362 },
    descriptions: [
      { language: 'de', text: 'Ein Familienhotel am See.' },
      { language: 'en', text: 'A family-run hotel on the lake.' },
    ],
    facilities: [feature('free-wifi', 'Free WiFi'), feature('restaurant', 'Restaurant')],
    photos: [fixturePhoto('p1', 'Lake view from the terrace'), fixturePhoto('p2', null, 300, 200)],
    rooms: [
      {
        id: '7d1b2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        name: 'Double Room Lake View',
        names: { en: 'Double Room Lake View' },
        type: 'double',
        descriptions: [{ language: 'en', text: 'A bright room with a balcony.' }],
        facts: {
          maxOccupancy: 3,
          standardOccupancy: 2,
          maxChildren: 1,
          beds: [
            { type: 'king', count: 1 },
            { type: 'sofa-bed', count: 1 },
          ],
          sizeSqm: 28,
          roomCount: 12,
          view: 'lake',
        },
        features: [feature('balcony', 'Balcony')],
        images: [fixturePhoto('p3', 'Balcony at dusk', 1600, 1200)],
      },
      {
        id: '8e2c3d4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f',
        name: 'Single Room',
        names: { en: 'Single Room' },
        type: 'single',
        descriptions: [],
        facts: {
          maxOccupancy: null,
          standardOccupancy: null,
          maxChildren: null,
          beds: [],
          sizeSqm: null,
          roomCount: null,
          view: null,
        },
        features: [],
        images: [],
      },
    ],
  };
}
