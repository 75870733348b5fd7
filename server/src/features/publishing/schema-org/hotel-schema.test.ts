import { describe, expect, it } from 'vitest';
import { buildHotelSchema, schemaOrgLimits, serializeJsonLd } from './hotel-schema';
import { fixtureHotelSource, fixturePhoto } from './hotel-schema-fixture';

const pixels = (value: number) => ({ '@type': 'QuantitativeValue', value, unitCode: 'E37' });
const large = (id: string) => `https://studio.example.com/files/hotel-assets/h1/${id}-gallery.webp`;

describe('buildHotelSchema', () => {
  it('turns a hotel with every fact stated into a schema.org Hotel with its rooms', () => {
    expect(buildHotelSchema(fixtureHotelSource())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hotel Seeblick',
      description: [
        { '@type': 'TextObject', inLanguage: 'de', text: 'Ein Familienhotel am See.' },
        { '@type': 'TextObject', inLanguage: 'en', text: 'A family-run hotel on the lake.' },
      ],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Seestrasse 12',
        postalCode: '8002',
        addressLocality: 'Zürich',
        addressCountry: 'CH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 47.3547, longitude: 8.5362 },
      telephone: '+41441234567',
      url: 'https://seeblick.example',
      starRating: { '@type': 'Rating', ratingValue: 4 },
      image: [
        {
          '@type': 'ImageObject',
          contentUrl: large('p1'),
          width: pixels(1600),
          height: pixels(1200),
          caption: 'Lake view from the terrace',
        },
        // A camera's file name says nothing: no caption. A small photo is not enlarged.
        { '@type': 'ImageObject', contentUrl: large('p2'), width: pixels(300), height: pixels(200) },
      ],
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Free WiFi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Restaurant', value: true },
      ],
      checkinTime: '15:00:00',
      checkoutTime: '11:00:00',
      petsAllowed: true,
      numberOfRooms: 24,
      containsPlace: [
        {
          '@type': 'HotelRoom',
          name: 'Double Room Lake View',
          description: [{ '@type': 'TextObject', inLanguage: 'en', text: 'A bright room with a balcony.' }],
          occupancy: { '@type': 'QuantitativeValue', maxValue: 3, unitCode: 'C62' },
          bed: [
            { '@type': 'BedDetails', typeOfBed: 'King size bed', numberOfBeds: 1 },
            { '@type': 'BedDetails', typeOfBed: 'Sofa bed', numberOfBeds: 1 },
          ],
          floorSize: { '@type': 'QuantitativeValue', value: 28, unitCode: 'MTK' },
          amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Balcony', value: true }],
          image: [
            {
              '@type': 'ImageObject',
              contentUrl: large('p3'),
              width: pixels(1600),
              height: pixels(1200),
              caption: 'Balcony at dusk',
            },
          ],
        },
        // A room with nothing stated but its name says only that.
        { '@type': 'HotelRoom', name: 'Single Room' },
      ],
    });
  });

  it('leaves out what the hotel has not stated', () => {
    const source = fixtureHotelSource();
    source.hotel = {
      ...source.hotel,
      website: null,
      phone: null,
      starRating: null,
      address: null,
      checkIn: { from: null, until: '22:00' },
      checkOut: { from: '07:00', until: null },
      policies: { ...source.hotel.policies, pets: null },
    };
    Object.assign(source, { numberOfRooms: null, geo: null, descriptions: [], facilities: [], photos: [] });
    source.rooms = [];
    expect(buildHotelSchema(source)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hotel Seeblick',
    });
  });

  it('says pets on request in words, and an address without postal code or country code as stored', () => {
    const source = fixtureHotelSource();
    source.hotel.policies.pets = 'on-request';
    source.hotel.address = { ...source.hotel.address!, postalCode: null, countryCode: null };
    const hotel = buildHotelSchema(source);
    expect(hotel.petsAllowed).toBe('Pets allowed on request');
    expect(hotel.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Seestrasse 12',
      addressLocality: 'Zürich',
      addressCountry: 'Switzerland',
    });
    source.hotel.policies.pets = 'not-allowed';
    expect(buildHotelSchema(source).petsAllowed).toBe(false);
  });

  it('a second language only adds an entry', () => {
    const source = fixtureHotelSource();
    source.descriptions = [
      ...source.descriptions,
      { language: 'fr', text: 'Un hôtel familial au bord du lac.' },
    ];
    expect(buildHotelSchema(source).description).toEqual([
      { '@type': 'TextObject', inLanguage: 'de', text: 'Ein Familienhotel am See.' },
      { '@type': 'TextObject', inLanguage: 'en', text: 'A family-run hotel on the lake.' },
      { '@type': 'TextObject', inLanguage: 'fr', text: 'Un hôtel familial au bord du lac.' },
    ]);
  });

  it('names rooms and facilities and captions photos in every language the hotel has them in', () => {
    const source = fixtureHotelSource();
    source.hotel = { ...source.hotel, primaryLanguage: 'de', languages: ['de', 'it'] };
    const [room] = source.rooms;
    room!.names = { de: 'Doppelzimmer Seeblick', it: 'Camera doppia vista lago' };
    room!.features = [
      {
        ...room!.features[0]!,
        names: { de: 'Balkon', it: 'Balcone' },
      },
    ];
    // A facility with one wording (a name the hotel's import brought) is not said to be in any language.
    source.facilities = [
      { ...source.facilities[0]!, names: { de: 'Kostenloses WLAN', it: 'WiFi gratuito' } },
      { ...source.facilities[1]!, name: 'Stube', names: { de: 'Stube', it: 'Stube' } },
    ];
    source.photos = [
      {
        ...fixturePhoto('p1', 'Seeblick'),
        captions: { de: 'Sonnenuntergang über dem See', it: 'Tramonto sul lago' },
      },
    ];
    const hotel = buildHotelSchema(source) as unknown as Record<string, unknown>;
    const [builtRoom] = hotel.containsPlace as Record<string, unknown>[];
    expect(builtRoom!.name).toEqual([
      { '@value': 'Doppelzimmer Seeblick', '@language': 'de' },
      { '@value': 'Camera doppia vista lago', '@language': 'it' },
    ]);
    expect(builtRoom!.amenityFeature).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: [
          { '@value': 'Balkon', '@language': 'de' },
          { '@value': 'Balcone', '@language': 'it' },
        ],
        value: true,
      },
    ]);
    expect(hotel.amenityFeature).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: [
          { '@value': 'Kostenloses WLAN', '@language': 'de' },
          { '@value': 'WiFi gratuito', '@language': 'it' },
        ],
        value: true,
      },
      { '@type': 'LocationFeatureSpecification', name: 'Stube', value: true },
    ]);
    expect(hotel.image).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: large('p1'),
        width: pixels(1600),
        height: pixels(1200),
        caption: [
          { '@type': 'TextObject', inLanguage: 'de', text: 'Sonnenuntergang über dem See' },
          { '@type': 'TextObject', inLanguage: 'it', text: 'Tramonto sul lago' },
        ],
      },
    ]);
  });

  it('takes the first photos of a large gallery, in its order', () => {
    const source = fixtureHotelSource();
    source.photos = Array.from({ length: 50 }, (_, index) => fixturePhoto(`p${index}`, `Photo ${index}`));
    source.rooms[0]!.images = Array.from({ length: 30 }, (_, index) => fixturePhoto(`r${index}`, null));
    const hotel = buildHotelSchema(source);
    const urls = (images: unknown) => (images as { contentUrl: string }[]).map((image) => image.contentUrl);
    expect(urls(hotel.image)).toEqual(
      Array.from({ length: schemaOrgLimits.hotelImages }, (_, index) => large(`p${index}`)),
    );
    const [room] = hotel.containsPlace as unknown as { image: unknown }[];
    expect(urls(room!.image)).toHaveLength(schemaOrgLimits.roomImages);
  });
});

describe('serializeJsonLd', () => {
  it('writes <, > and & as escapes, so a hotel text cannot end the <script> it is pasted into', () => {
    const source = fixtureHotelSource();
    source.hotel.name = '</script><script>alert("x")</script> & Spa';
    const text = serializeJsonLd(buildHotelSchema(source));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text).name).toBe('</script><script>alert("x")</script> & Spa');
  });
});
