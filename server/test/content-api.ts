import { eq } from 'drizzle-orm';
import {
  activities,
  assetTags,
  hotelDescriptions,
  hotelLocations,
  hotels,
  propertyImports,
  rooms,
  subscriptions,
} from '../src/db/schema';
import { buildApiKey, type TestApiKey } from './api-keys';
import { buildHotel, buildImageAsset, buildOta, type SignedInUser } from './factories';
import { buildNotification } from './notifications';
import { testAppUrl, type TestApp } from './test-app';

/** Switches 'Publish content' on (or off) as Settings -> Hotel does: the content API reads only published hotels. */
export async function setPublished(testApp: TestApp, hotelId: string, publishContent = true) {
  await testApp.context.db.update(hotels).set({ publishContent }).where(eq(hotels.id, hotelId));
}

/** A call of the content API with a key, as a website or booking engine makes it. */
export function callApi(
  testApp: TestApp,
  key: Pick<TestApiKey, 'headers'>,
  url: string,
  headers: Record<string, string> = {},
) {
  return testApp.app.inject({ method: 'GET', url, headers: { ...key.headers, ...headers } });
}

/**
 * Values of the hotel that must never leave through the content API: what the hotel keeps for itself (tasks,
 * activity, notifications, channel logins, imports, billing, the owner's account, tags, the 'Usage' note,
 * marketplace ids, file names of originals) and what is not public (trashed photos, rooms and templates, drafts).
 */
/** The owner's calls under one hotel's API path; anything but a success fails the setup. */
function ownerCalls(testApp: TestApp, owner: SignedInUser, hotelId: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await testApp.app.inject({
      method,
      url: `/api/hotels/${hotelId}${url}`,
      payload,
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : undefined;
  };
}

export interface PrivateValues {
  [what: string]: string;
}

/**
 * A published hotel with everything filled in, through the API where a person would fill it: facts, address,
 * policies, facilities, descriptions in two languages, a gallery, a room with facts, features, texts and images,
 * a published template, an English hotel serving German too with German translations of every text that has
 * them; and beside them everything private (a translation into a language no longer served among them): a task, an activity, a notification, an OTA login,
 * an import, a subscription, asset and template tags, a trashed photo, room and template, a draft template, a
 * room's marketplace ids. Answers the ids, the owner's key and the private values.
 */
export async function buildFilledPublishedHotel(testApp: TestApp, owner: SignedInUser) {
  const db = testApp.context.db;
  const hotel = await buildHotel(testApp, owner.id, {
    name: 'Hotel Seeblick API',
    website: 'https://seeblick.example',
    phone: '+41441234567',
    reservationsEmail: 'reservations@seeblick.example',
    starRating: 4,
    type: 'chain',
    chainName: 'Private Chain Holding',
    numberOfRooms: 77,
  });
  const hotelId = hotel.id;
  await db
    .update(hotelLocations)
    .set({
      address: 'Seestrasse 12',
      postalCode: '8002',
      city: 'Zürich',
      country: 'Switzerland',
      countryCode: 'CH',
    })
    .where(eq(hotelLocations.hotelId, hotelId));
  const send = ownerCalls(testApp, owner, hotelId);

  const lake = await buildImageAsset(testApp, hotelId, {
    name: 'Lake view from the terrace.jpg',
    // As Edit Asset writes them, in the primary language (English).
    caption: 'Sunset over the lake',
    altText: 'Lake view from the terrace',
    width: 4000,
    height: 3000,
  });
  const camera = await buildImageAsset(testApp, hotelId, { name: 'IMG_1234.jpg', width: 300, height: 200 });
  const trashedPhoto = await buildImageAsset(testApp, hotelId, { name: 'Private trashed photo.jpg' });
  await db.insert(assetTags).values([
    { assetId: lake.id, tag: 'private-asset-tag' },
    { assetId: camera.id, tag: 'private-asset-tag' },
  ]);
  await send('PUT', '/gallery', { assetIds: [lake.id, camera.id, trashedPhoto.id] });

  await send('PUT', '/policies', {
    pets: 'on-request',
    smoking: 'not-allowed',
    parties: null,
    children: 'welcome',
    checkIn: { from: '15:00', until: '22:00' },
    checkOut: { from: null, until: '11:00' },
  });
  await send('PUT', '/features/card-visa', { active: true });
  await send('PUT', '/features/free-wifi', { active: true });
  await send('PUT', '/features/swimming-pool', { active: false });
  await send('PUT', '/description', { content: 'A family-run hotel on the lake.' });
  await db
    .insert(hotelDescriptions)
    .values({ hotelId, language: 'de', content: 'Ein Familienhotel am See.' });

  const { room } = await send('POST', '/rooms', {
    name: 'Double Room Lake View',
    type: 'double',
    maxOccupancy: 3,
    standardOccupancy: 2,
    maxChildren: 1,
    beds: [{ type: 'king', count: 1 }],
    sizeSqm: 28,
    roomCount: 12,
    view: 'lake',
  });
  const roomId: string = room.id;
  await db.update(rooms).set({ bookingRoomIds: '991122334,991122335' }).where(eq(rooms.id, roomId));
  await send('PUT', `/rooms/${roomId}/gallery`, { assetIds: [camera.id, lake.id, trashedPhoto.id] });
  await send('PUT', `/rooms/${roomId}/description`, { content: 'A bright room with a balcony.' });
  await send('PUT', `/rooms/${roomId}/features/balcony`, { active: true });
  const { room: trashedRoom } = await send('POST', '/rooms', { name: 'Private Trashed Room' });
  await send('DELETE', `/rooms/${trashedRoom.id}`);

  const { template } = await send('POST', '/templates', {
    name: 'Summer on the lake',
    description: 'Private usage note for the team',
    tags: ['private-template-tag'],
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    imageIds: [lake.id, trashedPhoto.id],
    isPublished: true,
    contentDescription: 'Three nights with a boat trip.',
  });
  await send('POST', '/templates', { name: 'Private Draft Template', imageIds: [camera.id] });
  const { template: trashedTemplate } = await send('POST', '/templates', {
    name: 'Private Trashed Template',
    isPublished: true,
  });
  await send('DELETE', `/templates/${trashedTemplate.id}`);
  await send('POST', '/assets/trash', { assetIds: [trashedPhoto.id] });

  // German guests are served too: each translatable text has its German translation. French was served while
  // a room name was translated into it, then given up.
  const serve = (languages: string[]) =>
    send('PUT', '/content-languages', { primaryLanguage: 'en', languages });
  const translate = (language: string, kind: string, subjectId: string, text: string) =>
    send('PUT', `/texts/${language}/${kind}/${subjectId}`, { text });
  await serve(['en', 'de', 'fr']);
  await translate('de', 'roomName', roomId, 'Doppelzimmer Seeblick');
  await translate('de', 'templateName', template.id, 'Sommer am See');
  await translate('de', 'templateDescription', template.id, 'Drei Nächte mit Bootsfahrt.');
  await translate('de', 'photoCaption', lake.id, 'Sonnenuntergang am See');
  await translate('de', 'photoAltText', lake.id, 'Seeblick von der Terrasse');
  await translate('fr', 'roomName', roomId, 'Chambre privée non servie');
  await serve(['en', 'de']);

  await send('POST', '/tasks', { title: 'Private task: repaint the lobby', dueDate: '2026-12-01' });
  await db.insert(activities).values({ hotelId, kind: 'note', title: 'Private activity entry' });
  await buildNotification(testApp, owner.id, { params: { name: 'Private notification text' } });
  await buildOta(testApp, hotelId, { type: 'booking' });
  await db.insert(propertyImports).values({
    hotelId,
    sourceUrl: 'https://www.booking.com/hotel/ch/private-import-source.html',
    status: 'succeeded',
    items: [],
  });
  await db.insert(subscriptions).values({
    userId: owner.id,
    provider: 'stripe',
    customerId: 'cus_PrivateCustomer',
    status: 'active',
  });
  await setPublished(testApp, hotelId);
  const key = await buildApiKey(testApp, owner.id, [hotelId]);

  const privateValues: PrivateValues = {
    ownerEmail: owner.email,
    ownerId: owner.id,
    chainName: 'Private Chain Holding',
    assetTag: 'private-asset-tag',
    originalFile: lake.storageKey,
    fileName: 'Lake view from the terrace.jpg',
    trashedPhotoId: trashedPhoto.id,
    trashedPhoto: 'Private trashed photo',
    trashedRoom: 'Private Trashed Room',
    bookingRoomIds: '991122334',
    templateTag: 'private-template-tag',
    usageNote: 'Private usage note',
    unservedLanguage: 'non servie',
    draftTemplate: 'Private Draft Template',
    trashedTemplate: 'Private Trashed Template',
    task: 'Private task',
    activity: 'Private activity',
    notification: 'Private notification',
    otaCookie: 'owner-secret-cookie',
    importSource: 'private-import-source',
    customer: 'cus_PrivateCustomer',
    keyPrefix: key.prefix,
    key: key.key,
    switchedOff: 'Swimming pool',
  };
  return {
    hotelId,
    roomId,
    templateId: template.id as string,
    trashedRoomId: trashedRoom.id as string,
    photoIds: { lake: lake.id, camera: camera.id },
    key,
    privateValues,
  };
}

/**
 * A published hotel written in German that serves Italian guests too (issue 37, point 5): a room, a template, a
 * photo (in the hotel gallery and the room's) and the facility 'free-wifi', each with its German text and an
 * Italian translation typed on the content page; the photo's caption and alt text as Edit Asset writes them.
 * French was served while a room name was translated into it, then given up: its translation stays stored and
 * must not leave. The template's 'Usage' note is the team's own and must not leave either.
 */
export async function buildGermanHotelWithItalian(testApp: TestApp, owner: SignedInUser) {
  const hotelId = (await buildHotel(testApp, owner.id, { name: 'Hotel Seeblick Bozen' })).id;
  const send = ownerCalls(testApp, owner, hotelId);
  const serve = (languages: string[]) =>
    send('PUT', '/content-languages', { primaryLanguage: 'de', languages });
  await serve(['de', 'it', 'fr']);

  const photo = await buildImageAsset(testApp, hotelId, {
    name: 'Seeblick vom Balkon.jpg',
    caption: 'Sonnenuntergang über dem See',
    altText: 'Balkon mit zwei Stühlen über dem See',
    width: 4000,
    height: 3000,
  });
  await send('PUT', '/gallery', { assetIds: [photo.id] });
  await send('PUT', '/description', { content: 'Ein Familienhotel am See.' });
  await send('PUT', '/features/free-wifi', { active: true });
  const { room } = await send('POST', '/rooms', {
    name: 'Doppelzimmer Seeblick',
    type: 'double',
    maxOccupancy: 3,
    standardOccupancy: 2,
    beds: [{ type: 'double', count: 1 }],
    sizeSqm: 28,
    roomCount: 4,
  });
  await send('PUT', `/rooms/${room.id}/gallery`, { assetIds: [photo.id] });
  await send('PUT', `/rooms/${room.id}/description`, { content: 'Ein helles Zimmer mit Balkon.' });
  const { template } = await send('POST', '/templates', {
    name: 'Sommer am See',
    description: 'Interne Notiz fürs Team',
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    imageIds: [photo.id],
    isPublished: true,
    contentDescription: 'Drei Nächte mit Bootsfahrt.',
  });

  const translate = (language: string, kind: string, subjectId: string, text: string) =>
    send('PUT', `/texts/${language}/${kind}/${subjectId}`, { text });
  await translate('it', 'roomName', room.id, 'Camera doppia vista lago');
  await translate('it', 'templateName', template.id, 'Estate sul lago');
  await translate('it', 'templateDescription', template.id, 'Tre notti con gita in barca.');
  await translate('it', 'photoCaption', photo.id, 'Tramonto sul lago');
  await translate('it', 'photoAltText', photo.id, 'Balcone con due sedie sul lago');
  await translate('fr', 'roomName', room.id, 'Chambre double vue lac');
  await serve(['de', 'it']);

  await setPublished(testApp, hotelId);
  const key = await buildApiKey(testApp, owner.id, [hotelId]);
  return {
    hotelId,
    roomId: room.id as string,
    templateId: template.id as string,
    photoId: photo.id,
    key,
    send,
    translate,
    serve,
    /** Texts stored that must not leave: a language no longer served, the team's own 'Usage' note. */
    unpublished: { french: 'Chambre double', usageNote: 'Interne Notiz' },
  };
}
