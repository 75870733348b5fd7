import type { AlpineBitsHotelContent, AlpineBitsPicture, AlpineBitsRoom } from '../content';
import { noPolicies } from '@common/content/policies';

/** A small hotel in two languages: what the golden files (fixtures/) were written from. */

const picture = (url: string, overrides: Partial<AlpineBitsPicture> = {}): AlpineBitsPicture => ({
  url: `https://studio.example.com/media/${url}`,
  assetCategory: 'Room Photos',
  subjects: [],
  captions: {},
  ...overrides,
});

const doubleRoom: AlpineBitsRoom = {
  code: '3F2A9C1E',
  names: { de: 'Doppelzimmer Bergblick', en: 'Double room with mountain view' },
  descriptions: {
    de: 'Helles Zimmer mit Balkon & Blick auf die Dolomiten.',
    en: 'A bright room with a balcony & a view of the Dolomites.',
  },
  type: 'double',
  occupancy: { min: null, standard: 2, max: 3, maxChildren: 1 },
  beds: [{ type: 'double', count: 1 }],
  sizeSqm: 28,
  roomCount: 12,
  view: 'mountain',
  features: [
    { key: 'private-bathroom', name: 'Private bathroom' },
    { key: 'hairdryer', name: 'Hairdryer' },
    { key: 'balcony', name: 'Balcony' },
    { key: 'mountain-view', name: 'Mountain view' },
    { key: 'electric-kettle', name: 'Electric kettle' },
  ],
  pictures: [
    picture('a1/original.jpg', { captions: { de: 'Doppelzimmer', en: 'Double room' } }),
    picture('a2/original.jpg', { subjects: ['bathroom'], captions: { en: 'Bathroom with shower' } }),
  ],
};

const suite: AlpineBitsRoom = {
  code: '9B07D244',
  names: { de: 'Panorama-Suite', en: 'Panorama suite' },
  descriptions: { de: 'Suite mit Wohnbereich.', en: '' },
  type: 'suite',
  occupancy: { min: 2, standard: 2, max: 4, maxChildren: 2 },
  beds: [
    { type: 'king', count: 1 },
    { type: 'sofa-bed', count: 1 },
  ],
  sizeSqm: 45,
  roomCount: 2,
  view: null,
  features: [
    { key: 'minibar', name: 'Minibar' },
    { key: 'in-room-safe', name: 'Safe' },
    { key: 'ironing-facilities', name: 'Ironing facilities' },
  ],
  pictures: [picture('b1/original.jpg', { copyright: '© Foto Huber, Bozen' })],
};

export const fixtureHotel: AlpineBitsHotelContent = {
  hotelCode: 'ALPENHOF',
  hotelName: 'Hotel Alpenhof',
  languages: ['de', 'en'],
  rooms: [doubleRoom, suite],
  info: {
    descriptions: {
      de: 'Familiengeführtes Hotel am Fuß der Seiser Alm.',
      en: 'A family-run hotel at the foot of the Seiser Alm.',
    },
    pictures: [
      picture('h1/original.jpg', {
        assetCategory: 'Property',
        subjects: ['exterior'],
        captions: { en: 'The hotel' },
      }),
      picture('h2/original.jpg', { assetCategory: 'Property', subjects: ['exterior'] }),
      picture('h3/original.jpg', { assetCategory: 'Dining' }),
      picture('h4/original.jpg', { assetCategory: 'Amenities', subjects: ['pool'] }),
      picture('h5/original.jpg', { assetCategory: 'Other' }),
    ],
    starRating: 4,
    policies: {
      ...noPolicies,
      pets: 'on-request',
      checkIn: { from: '15:00', until: '22:00' },
      checkOut: { from: null, until: '10:00' },
    },
    location: {
      address: 'Dorfstraße 12',
      city: 'Kastelruth',
      postalCode: '39040',
      countryCode: 'IT',
      latitude: 46.5673,
      longitude: 11.5602,
    },
    contact: { phone: '+39047170000', email: 'info@alpenhof.example', website: 'https://alpenhof.example' },
  },
  facilities: [
    { key: 'free-wifi', name: 'Free WiFi' },
    { key: 'sauna', name: 'Sauna' },
    { key: 'garden', name: 'Garden' },
    { key: 'express-check-in-out', name: 'Express check-in/check-out' },
    { key: 'own-ski-bus', name: 'Ski bus stop' },
  ],
};
