import { describe, expect, it } from 'vitest';
import { vocabulary, vocabularyProblems } from '../../../../test/schema-org/vocabulary-check';
import { buildHotelSchema } from './hotel-schema';
import { fixtureHotelSource } from './hotel-schema-fixture';

/**
 * Issue 34, point 2: the schema.org data uses only what schema.org's vocabulary has, each property on a type it
 * is meant for and with values of the types it takes. Checked against the release extracted into
 * server/test/schema-org/vocabulary.json (never fetched while testing).
 */
describe('the schema.org data against the vocabulary', () => {
  it('comes from a named release with its licence', () => {
    expect(vocabulary.source.release).toMatch(/^\d+\.\d+$/);
    expect(vocabulary.source.licence).toContain('Creative Commons Attribution-ShareAlike 3.0');
    expect(vocabulary.types.Hotel?.superclasses).toEqual(['LodgingBusiness']);
  });

  it('a hotel with every fact stated uses only types and properties schema.org allows where they are', () => {
    const document = buildHotelSchema(fixtureHotelSource());
    expect(vocabularyProblems(document)).toEqual([]);
  });

  it('names and captions in several languages are allowed where they stand', () => {
    const source = fixtureHotelSource();
    source.rooms[0]!.names = { en: 'Double Room Lake View', de: 'Doppelzimmer Seeblick' };
    source.facilities[0]!.names = { en: 'Free WiFi', de: 'Kostenloses WLAN' };
    source.photos[0]!.captions = { en: 'Sunset over the lake', de: 'Sonnenuntergang über dem See' };
    expect(vocabularyProblems(buildHotelSchema(source))).toEqual([]);
  });

  it('the check takes a text in a language only where text is, with a language tag', () => {
    expect(
      vocabularyProblems({
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: [
          { '@value': 'Seeblick', '@language': 'de' },
          { '@value': 'Seeblick', '@language': 'Deutsch!' },
        ],
        url: { '@value': 'https://seeblick.example', '@language': 'en' },
        numberOfRooms: { '@value': 12, '@language': 'en' },
      }),
    ).toEqual([
      '$.name[1]: "Deutsch!" is not a language tag',
      '$.url: a text in a language is not in the range of url (URL)',
      '$.numberOfRooms: a text in a language is not in the range of numberOfRooms (Number, QuantitativeValue)',
    ]);
  });

  it('the check itself finds an unknown type, a property off its type and a value outside its range', () => {
    expect(
      vocabularyProblems({
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Seeblick',
        roomSize: 28,
        checkinTime: 'after lunch',
        image: { '@type': 'HotelRoom', name: 'Not a picture' },
        containsPlace: [{ '@type': 'HotelRoom', checkinTime: '15:00:00', floorSize: 28 }],
        url: 'seeblick.example',
        telephone: 41441234567,
      }),
    ).toEqual([
      '$.roomSize: no property roomSize in schema.org',
      '$.checkinTime: "after lunch" is not in the range of checkinTime (DateTime, Time)',
      '$.image: a HotelRoom is not in the range of image',
      '$.containsPlace[0].checkinTime: checkinTime is not a property of HotelRoom (LodgingBusiness, LodgingReservation)',
      '$.containsPlace[0].floorSize: 28 is not in the range of floorSize (QuantitativeValue)',
      '$.url: "seeblick.example" is not in the range of url (URL)',
      '$.telephone: 41441234567 is not in the range of telephone (Text)',
    ]);
    expect(vocabularyProblems({ '@context': 'https://schema.org', '@type': 'Bungalow' })).toEqual([
      '$: no type Bungalow in schema.org',
    ]);
  });
});
