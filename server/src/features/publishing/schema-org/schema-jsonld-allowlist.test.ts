import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hotels } from '../../../db/schema';
import { buildFilledPublishedHotel } from '../../../../test/content-api';
import { buildUser } from '../../../../test/factories';
import { vocabularyProblems } from '../../../../test/schema-org/vocabulary-check';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { newPublicId } from '../public-id';

/**
 * Nothing private leaves through the schema.org data (issue 34, "Bad input and security"): for a published hotel
 * with everything filled in, private things included (tasks, activity, notifications, an OTA login, an import,
 * billing, tags, the owner, trashed and draft items), every field of the JSON-LD (recursively; `[]` for an
 * array's items) is on this list, and no private value, nor any database id, appears anywhere in it. A new
 * field is added here on purpose, never by accident.
 */
const quantity = ['@type', 'value', 'unitCode'];
const upTo = ['@type', 'maxValue', 'unitCode'];
const under = (prefix: string, fields: readonly string[]) => [
  prefix,
  ...fields.map((field) => `${prefix}.${field}`),
];
/** An array field and its items' fields. */
const list = (prefix: string, fields: readonly string[]) => [prefix, ...under(`${prefix}[]`, fields)];
const text = ['@type', 'inLanguage', 'text'];
/** A name in several languages: language-tagged strings (issue 37); one wording stays a plain string. */
const names = list('name', ['@value', '@language']);
const image = [
  '@type',
  'contentUrl',
  ...list('caption', text),
  ...under('width', quantity),
  ...under('height', quantity),
];
const amenity = ['@type', ...names, 'value'];

const allowed = new Set([
  '@context',
  '@type',
  'name',
  ...list('description', text),
  ...under('address', ['@type', 'streetAddress', 'postalCode', 'addressLocality', 'addressCountry']),
  ...under('geo', ['@type', 'latitude', 'longitude']),
  'telephone',
  'url',
  ...under('starRating', ['@type', 'ratingValue']),
  ...list('image', image),
  ...list('amenityFeature', amenity),
  'checkinTime',
  'checkoutTime',
  'petsAllowed',
  'numberOfRooms',
  ...list('containsPlace', [
    '@type',
    ...names,
    ...list('description', text),
    ...under('occupancy', upTo),
    ...list('bed', ['@type', 'typeOfBed', 'numberOfBeds']),
    ...under('floorSize', quantity),
    ...list('amenityFeature', amenity),
    ...list('image', image),
  ]),
]);

/** Every field path of a JSON value: `a.b`, `list[]` for an array, `list[].c` for its items' fields. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item) => fieldPaths(item, `${prefix}[]`))].filter(Boolean);
  if (value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  return [
    ...(prefix ? [prefix] : []),
    ...Object.entries(value).flatMap(([key, item]) => fieldPaths(item, prefix ? `${prefix}.${key}` : key)),
  ];
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

it("carries only allowlisted fields and none of the hotel's private values", async () => {
  const owner = await buildUser(testApp);
  const filled = await buildFilledPublishedHotel(testApp, owner);
  const publicId = newPublicId();
  await testApp.context.db.update(hotels).set({ publicId }).where(eq(hotels.id, filled.hotelId));

  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/public/hotels/${publicId}/schema.jsonld`,
  });
  expect(response.statusCode).toBe(200);
  const data = response.json();

  const unlisted = [...new Set(fieldPaths(data))].filter((path) => !allowed.has(path));
  expect(unlisted).toEqual([]);
  // The filled hotel fills the list: a field the builder stopped sending shows here too.
  const sent = new Set(fieldPaths(data));
  expect([...allowed].filter((path) => !sent.has(path))).toEqual([
    'geo',
    'geo.@type',
    'geo.latitude',
    'geo.longitude',
  ]);

  for (const [what, value] of Object.entries(filled.privateValues))
    expect(response.body, `${what} must not leave`).not.toContain(value);
  // No database id either, outside the photos' file addresses (whose keys name the hotel; decision 026).
  const withoutFiles = response.body.replaceAll(/"https?:\/\/[^"]*\/files\/[^"]*"/g, '"file"');
  const ids = { hotel: filled.hotelId, room: filled.roomId, template: filled.templateId, ...filled.photoIds };
  for (const [what, value] of Object.entries(ids))
    expect(withoutFiles, `the ${what}'s id must not leave`).not.toContain(value);
  expect(response.body).not.toContain('reservations@');
  expect(response.body).not.toContain('Summer on the lake');

  // What is there is the hotel's own published content, and valid schema.org.
  expect(data.name).toBe('Hotel Seeblick API');
  expect(data.description.map((entry: { inLanguage: string }) => entry.inLanguage)).toEqual(['de', 'en']);
  // Names and captions in English and German, the languages served; French, given up, not at all.
  expect(data.containsPlace.map((room: { name: unknown }) => room.name)).toEqual([
    [
      { '@value': 'Double Room Lake View', '@language': 'en' },
      { '@value': 'Doppelzimmer Seeblick', '@language': 'de' },
    ],
  ]);
  expect(data.amenityFeature.map((feature: { name: unknown }) => feature.name)).toEqual([
    [
      { '@value': 'Free WiFi', '@language': 'en' },
      { '@value': 'Kostenloses WLAN', '@language': 'de' },
    ],
  ]);
  expect(data.image[0].caption).toEqual([
    { '@type': 'TextObject', inLanguage: 'en', text: 'Sunset over the lake' },
    { '@type': 'TextObject', inLanguage: 'de', text: 'Sonnenuntergang am See' },
  ]);
  expect(data.image).toHaveLength(2);
  expect(vocabularyProblems(data)).toEqual([]);
});
