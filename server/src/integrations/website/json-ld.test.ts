import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { readJsonLd } from './json-ld';
import { readPage } from './read-page';

const script = (type: string, text: string) => `<script type="${type}">${text}</script>`;
const hotelsIn = (...values: unknown[]) =>
  readPage(
    values.map((value) => script('application/ld+json', JSON.stringify(value))).join(''),
    'https://h.example/p/',
  ).hotels;

describe('finding JSON-LD scripts', () => {
  it('reads every JSON-LD script, whatever the case of its type or its parameters, and no other script', () => {
    const html = [
      script('application/ld+json', '{"a": 1}'),
      script('Application/LD+JSON; charset=utf-8', '[{"b": 2}]'),
      script('text/javascript', '{"c": 3}'),
      script('application/ld+json', '<!--\n{"d": 4}\n-->'),
      script('application/ld+json', '{"e": '),
    ].join('');
    expect(readJsonLd(parse(html))).toEqual([{ a: 1 }, [{ b: 2 }], { d: 4 }]);
  });
});

describe('reading hotels from JSON-LD', () => {
  it('takes types as short names, lists or full IRIs, and finds hotels nested in other things', () => {
    const names = hotelsIn(
      [
        { '@type': 'http://schema.org/LodgingBusiness', name: 'A' },
        { '@type': ['Organization', 'https://schema.org/Hotel'], name: 'B' },
      ],
      { '@type': 'WebPage', mainEntity: { '@type': 'BedAndBreakfast', name: 'C' } },
      { '@type': 'Restaurant', name: 'Not a hotel' },
    ).map((hotel) => hotel.name);
    expect(names).toEqual(['A', 'B', 'C']);
  });

  it('reads images as text, ImageObject url or contentUrl and @id references, relative ones resolved', () => {
    const [hotel] = hotelsIn({
      '@graph': [
        {
          '@type': 'Hotel',
          image: [
            'front.jpg',
            { '@type': 'ImageObject', contentUrl: '/img/lobby.jpg' },
            { '@id': '#pool-photo' },
            'javascript:alert(1)',
            `https://h.example/${'x'.repeat(2_100)}.jpg`,
          ],
          photo: { '@type': 'Photograph', url: ['https://cdn.example/bar.jpg'] },
        },
        { '@type': 'ImageObject', '@id': '#pool-photo', url: 'https://cdn.example/pool.jpg' },
      ],
    });
    expect(hotel!.images).toEqual([
      'https://h.example/p/front.jpg',
      'https://h.example/img/lobby.jpg',
      'https://cdn.example/pool.jpg',
      'https://cdn.example/bar.jpg',
    ]);
  });

  it('reads an address given as text, a number of rooms as text and amenities as plain texts', () => {
    const [hotel] = hotelsIn({
      '@type': 'Hotel',
      address: 'Bahnhofstrasse 1, 8001 Zürich',
      numberOfRooms: '54',
      amenityFeature: ['Rooftop bar', { name: 'Gym', value: 'https://schema.org/False' }, { name: 'Gym ' }],
      telephone: '+41 44 000 00 00 (reception, 24 hours a day)',
    });
    expect(hotel).toMatchObject({
      address: { street: 'Bahnhofstrasse 1, 8001 Zürich', city: null, postalCode: null, country: null },
      numberOfRooms: 54,
      amenities: ['Rooftop bar', 'Gym'],
      // Too long for a phone number field: cutting it would give a wrong number.
      telephone: null,
    });
  });

  it('reads rooms offered through makesOffer and bed texts', () => {
    const [hotel] = hotelsIn({
      '@type': 'Hotel',
      makesOffer: [
        {
          '@type': 'Offer',
          itemOffered: { '@type': 'HotelRoom', name: 'Single Room', bed: 'One single bed' },
        },
        { '@type': 'Offer', itemOffered: { '@type': 'Product', name: 'Spa voucher' } },
      ],
    });
    expect(hotel!.rooms).toEqual([
      {
        name: 'Single Room',
        description: null,
        beds: 'One single bed',
        facts: { beds: [{ type: 'single', count: 1 }] },
        images: [],
        source: 'json-ld',
      },
    ]);
  });

  it('lists rooms outside a hotel (a rooms page) on their own, skipping those without a name', () => {
    const reading = readPage(
      script(
        'application/ld+json',
        JSON.stringify([
          { '@type': 'HotelRoom', name: 'Junior Suite', description: 'With a terrace.', image: 'js.jpg' },
          { '@type': 'Suite', name: 'Penthouse', bed: { '@type': 'BedDetails', typeOfBed: 'King' } },
          { '@type': 'HotelRoom', description: 'No name' },
        ]),
      ),
      'https://h.example/rooms/',
    );
    expect(reading.hotels).toEqual([]);
    expect(reading.rooms).toEqual([
      {
        name: 'Junior Suite',
        description: 'With a terrace.',
        beds: null,
        images: ['https://h.example/rooms/js.jpg'],
        source: 'json-ld',
      },
      {
        name: 'Penthouse',
        description: null,
        beds: 'King bed',
        facts: { beds: [{ type: 'king', count: 1 }] },
        images: [],
        source: 'json-ld',
      },
    ]);
  });

  it('resolves relative images against the page’s <base href>', () => {
    const reading = readPage(
      `<base href="https://static.h.example/de/">${script('application/ld+json', '{"@type":"Hotel","image":"a.jpg"}')}`,
      'https://h.example/p/',
    );
    expect(reading.hotels[0]!.images).toEqual(['https://static.h.example/de/a.jpg']);
  });
});
