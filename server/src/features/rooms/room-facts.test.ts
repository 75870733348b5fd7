import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRoomFacts } from '@common/rooms/room-facts';
import { roomFactTexts, roomTexts } from '@common/rooms/texts';
import { rooms } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

/** Room facts through the rooms API (issue 32): read, written alone or with name and type, checked per field. */
let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, user = owner) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

async function ownRoom(overrides: Partial<typeof rooms.$inferInsert> = {}) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id, overrides);
  return { hotelId: hotel.id, roomId: room.id, url: `/api/hotels/${hotel.id}/rooms/${room.id}` };
}

const storedRoom = async (roomId: string) =>
  (await testApp.context.db.select().from(rooms).where(eq(rooms.id, roomId)))[0]!;

const fullFacts = {
  maxOccupancy: 4,
  standardOccupancy: 2,
  maxChildren: 2,
  beds: [
    { type: 'double', count: 1 },
    { type: 'sofa-bed', count: 1 },
  ],
  sizeSqm: 32,
  roomCount: 6,
  view: 'lake',
};

describe('reading and writing room facts', () => {
  it('lists a room without facts with every fact empty', async () => {
    const { hotelId } = await ownRoom();
    const response = await call('GET', `/api/hotels/${hotelId}/rooms`);
    expect(response.json().rooms[0].facts).toEqual(noRoomFacts);
  });

  it('stores facts sent alone, answers them and lists them after a reload', async () => {
    const { hotelId, url } = await ownRoom({ name: 'Deluxe Double' });
    const response = await call('PATCH', url, fullFacts);
    expect(response.statusCode).toBe(200);
    expect(response.json().room).toMatchObject({ name: 'Deluxe Double', facts: fullFacts });
    const list = await call('GET', `/api/hotels/${hotelId}/rooms?order=created`);
    expect(list.json().rooms[0].facts).toEqual(fullFacts);
  });

  it('takes facts together with a new name and type, and keeps the facts not sent', async () => {
    const { url, roomId } = await ownRoom({ maxOccupancy: 3, sizeSqm: 20 });
    const response = await call('PATCH', url, { name: 'Family Room', type: 'family', roomCount: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json().room).toMatchObject({
      name: 'Family Room',
      type: 'family',
      facts: { maxOccupancy: 3, sizeSqm: 20, roomCount: 2 },
    });
    expect(await storedRoom(roomId)).toMatchObject({ maxOccupancy: 3, sizeSqm: 20, roomCount: 2 });
  });

  it('clears a fact sent as null, and the beds with null or an empty list', async () => {
    const { url } = await ownRoom({ maxOccupancy: 2, view: 'sea', beds: [{ type: 'double', count: 1 }] });
    const cleared = await call('PATCH', url, { maxOccupancy: null, view: null, beds: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().room.facts).toEqual(noRoomFacts);
    await call('PATCH', url, { beds: [{ type: 'single', count: 2 }] });
    const emptied = await call('PATCH', url, { beds: [] });
    expect(emptied.json().room.facts.beds).toEqual([]);
  });

  it('adds a room with facts', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const response = await call('POST', `/api/hotels/${hotel.id}/rooms`, { name: 'Suite', maxOccupancy: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json().room.facts).toEqual({ ...noRoomFacts, maxOccupancy: 3 });
  });

  it('still answers "Nothing to change" for a body with neither name, type nor a fact', async () => {
    const { url } = await ownRoom();
    const response = await call('PATCH', url, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(roomTexts.nothingToChange);
  });
});

describe('refused facts answer 400 naming the field', () => {
  const refused: [string, Record<string, unknown>, string, string][] = [
    ['guests below 1', { maxOccupancy: 0 }, 'maxOccupancy', roomFactTexts.outOfRange(1, 20)],
    ['guests above 20', { maxOccupancy: 21 }, 'maxOccupancy', roomFactTexts.outOfRange(1, 20)],
    ['standard occupancy 0', { standardOccupancy: 0 }, 'standardOccupancy', roomFactTexts.outOfRange(1, 20)],
    ['children below 0', { maxChildren: -1 }, 'maxChildren', roomFactTexts.outOfRange(0, 20)],
    ['size below 5 m²', { sizeSqm: 4 }, 'sizeSqm', roomFactTexts.outOfRange(5, 500)],
    ['size above 500 m²', { sizeSqm: 501 }, 'sizeSqm', roomFactTexts.outOfRange(5, 500)],
    ['no rooms of the type', { roomCount: 0 }, 'roomCount', roomFactTexts.outOfRange(1, 999)],
    ['a thousand rooms', { roomCount: 1000 }, 'roomCount', roomFactTexts.outOfRange(1, 999)],
    ['a number as text', { maxOccupancy: '2' }, 'maxOccupancy', roomFactTexts.wholeNumber],
    ['words for a number', { sizeSqm: 'large' }, 'sizeSqm', roomFactTexts.wholeNumber],
    ['a fraction', { sizeSqm: 25.5 }, 'sizeSqm', roomFactTexts.wholeNumber],
    ['an unknown view', { view: 'volcano' }, 'view', roomFactTexts.view],
    ['an unknown bed type', { beds: [{ type: 'hammock', count: 1 }] }, 'beds.0.type', roomFactTexts.bedType],
    [
      'no beds of a type',
      { beds: [{ type: 'double', count: 0 }] },
      'beds.0.count',
      roomFactTexts.outOfRange(1, 20),
    ],
    [
      '21 beds of a type',
      { beds: [{ type: 'single', count: 21 }] },
      'beds.0.count',
      roomFactTexts.outOfRange(1, 20),
    ],
    [
      'a bed type twice',
      {
        beds: [
          { type: 'single', count: 1 },
          { type: 'single', count: 1 },
        ],
      },
      'beds',
      roomFactTexts.bedTypeTwice,
    ],
    ['beds that are no list', { beds: 'two doubles' }, 'beds', roomFactTexts.bedList],
    [
      'children above guests',
      { maxOccupancy: 2, maxChildren: 3 },
      'maxChildren',
      roomFactTexts.childrenAboveMax,
    ],
    [
      'standard above guests',
      { maxOccupancy: 2, standardOccupancy: 3 },
      'standardOccupancy',
      roomFactTexts.standardAboveMax,
    ],
  ];

  it.each(refused)('%s', async (_, body, field, message) => {
    const { url, roomId } = await ownRoom();
    const before = await storedRoom(roomId);
    const response = await call('PATCH', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await storedRoom(roomId)).toEqual(before);
  });

  it('refuses more than 7 bed entries', async () => {
    const { url } = await ownRoom();
    const beds = ['single', 'double', 'king', 'super-king', 'bunk', 'sofa-bed', 'futon', 'single'].map(
      (type) => ({
        type,
        count: 1,
      }),
    );
    const response = await call('PATCH', url, { beds });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ beds: roomFactTexts.tooManyBeds(7) });
  });

  it('checks children sent alone against the stored guests', async () => {
    const { url, roomId } = await ownRoom({ maxOccupancy: 2 });
    const response = await call('PATCH', url, { maxChildren: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ maxChildren: roomFactTexts.childrenAboveMax });
    expect((await storedRoom(roomId)).maxChildren).toBeNull();
  });

  it('names the guests when they are lowered below the stored children or standard occupancy', async () => {
    const { url } = await ownRoom({ maxOccupancy: 4, maxChildren: 3, standardOccupancy: 2 });
    const belowChildren = await call('PATCH', url, { maxOccupancy: 2 });
    expect(belowChildren.statusCode).toBe(400);
    expect(belowChildren.json().error.fields).toEqual({ maxOccupancy: roomFactTexts.maxBelowChildren });
    const both = await call('PATCH', url, { maxOccupancy: 2, maxChildren: 1 });
    expect(both.statusCode).toBe(200);
    const belowStandard = await call('PATCH', url, { maxOccupancy: 1 });
    expect(belowStandard.json().error.fields).toEqual({ maxOccupancy: roomFactTexts.maxBelowStandard });
  });

  it('refuses children above guests when a room is added', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const response = await call('POST', `/api/hotels/${hotel.id}/rooms`, {
      name: 'Suite',
      maxOccupancy: 1,
      maxChildren: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ maxChildren: roomFactTexts.childrenAboveMax });
  });

  it("answers 404 for another user's room and leaves its facts alone", async () => {
    const { url, roomId } = await ownRoom({ maxOccupancy: 2 });
    const stranger = await buildUser(testApp);
    const response = await call('PATCH', url, { maxOccupancy: 5 }, stranger);
    expect(response.statusCode).toBe(404);
    expect((await storedRoom(roomId)).maxOccupancy).toBe(2);
  });
});
