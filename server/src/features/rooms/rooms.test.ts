import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noRoomFacts } from '@common/rooms/room-facts';
import { roomAssets, roomDescriptions, roomFeatures, rooms } from '../../db/schema';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user = owner,
) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

const newHotel = async () => (await buildHotel(testApp, owner.id)).id;

describe('creating rooms', () => {
  it('trims the name, stores the type lowercase and answers the room', async () => {
    const hotelId = await newHotel();
    const response = await call('POST', `/api/hotels/${hotelId}/rooms`, {
      name: '  Suite 12 ',
      type: ' Junior Suite ',
    });
    expect(response.statusCode).toBe(201);
    const { room } = response.json();
    expect(room).toEqual({
      id: expect.any(String),
      name: 'Suite 12',
      type: 'junior suite',
      coverThumbUrl: null,
      imageCount: 0,
      createdAt: expect.any(String),
      facts: noRoomFacts,
    });
  });

  it('gives a room without a type the default type', async () => {
    const hotelId = await newHotel();
    for (const payload of [{ name: 'A' }, { name: 'B', type: '' }, { name: 'C', type: '   ' }]) {
      const response = await call('POST', `/api/hotels/${hotelId}/rooms`, payload);
      expect(response.json().room.type).toBe('standard room');
    }
  });

  it.each([
    [{ name: '' }, 'name', 'Room name is required'],
    [{ name: '   ' }, 'name', 'Room name is required'],
    [{}, 'name', 'Invalid input: expected string, received undefined'],
    [{ name: 'x'.repeat(121) }, 'name', 'Room name is too long'],
    [{ name: 'Room', type: 'x'.repeat(51) }, 'type', 'Room type is too long'],
  ])('refuses %j', async (payload, field, message) => {
    const hotelId = await newHotel();
    const response = await call('POST', `/api/hotels/${hotelId}/rooms`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await testApp.context.db.select().from(rooms).where(eq(rooms.hotelId, hotelId))).toEqual([]);
  });

  it('refuses NUL characters and drops other control characters', async () => {
    const hotelId = await newHotel();
    expect((await call('POST', `/api/hotels/${hotelId}/rooms`, { name: 'A\u0000B' })).statusCode).toBe(400);
    const response = await call('POST', `/api/hotels/${hotelId}/rooms`, { name: 'Zimmer\t1\u001b[31m' });
    expect(response.json().room.name).toBe('Zimmer1[31m');
  });
});

describe('listing rooms', () => {
  it('orders by name by default and by creation on request, with cover thumbnail and image count', async () => {
    const hotelId = await newHotel();
    for (const name of ['zimmer b', 'Zimmer A', 'Apartment']) {
      await call('POST', `/api/hotels/${hotelId}/rooms`, { name });
    }
    const byName = (await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms;
    expect(byName.map((room: { name: string }) => room.name)).toEqual(['Apartment', 'Zimmer A', 'zimmer b']);
    const byCreation = (await call('GET', `/api/hotels/${hotelId}/rooms?order=created`)).json().rooms;
    expect(byCreation.map((room: { name: string }) => room.name)).toEqual([
      'zimmer b',
      'Zimmer A',
      'Apartment',
    ]);

    const room = byName[0];
    const first = await buildImageAsset(testApp, hotelId);
    const second = await buildImageAsset(testApp, hotelId);
    await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/gallery`, { assetIds: [second.id, first.id] });
    const [listed, ...others] = (await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms;
    expect(listed).toMatchObject({ id: room.id, imageCount: 2, coverThumbUrl: `/files/${second.thumbKey}` });
    expect(others.map((other: { imageCount: number }) => other.imageCount)).toEqual([0, 0]);
  });

  it('shows the first remaining image when the cover image was deleted from the library', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const [a, b] = [await buildImageAsset(testApp, hotelId), await buildImageAsset(testApp, hotelId)];
    await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/gallery`, { assetIds: [a.id, b.id] });
    await call('DELETE', `/api/hotels/${hotelId}/assets/${a.id}`);
    const [listed] = (await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms;
    expect(listed).toMatchObject({ imageCount: 1, coverThumbUrl: `/files/${b.thumbKey}` });
  });

  it('follows rooms and images written directly, as an importer would', async () => {
    const hotelId = await newHotel();
    expect((await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms).toEqual([]);
    const room = await buildRoom(testApp, hotelId, { name: 'Imported' });
    expect((await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms).toMatchObject([
      { name: 'Imported' },
    ]);
    const image = await buildImageAsset(testApp, hotelId);
    await testApp.context.db
      .insert(roomAssets)
      .values({ roomId: room.id, assetId: image.id, displayOrder: 0 });
    const [listed] = (await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms;
    expect(listed).toMatchObject({ imageCount: 1, coverThumbUrl: `/files/${image.thumbKey}` });
  });

  it('refuses an unknown order with 400', async () => {
    const hotelId = await newHotel();
    expect((await call('GET', `/api/hotels/${hotelId}/rooms?order=price`)).statusCode).toBe(400);
    expect((await call('GET', `/api/hotels/${hotelId}/rooms?order=name&order=created`)).statusCode).toBe(400);
  });
});

describe('changing and deleting rooms', () => {
  it('renames and retypes a room', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const renamed = await call('PATCH', `/api/hotels/${hotelId}/rooms/${room.id}`, { name: ' Suite ' });
    expect(renamed.json().room).toMatchObject({ id: room.id, name: 'Suite', type: 'double' });
    const retyped = await call('PATCH', `/api/hotels/${hotelId}/rooms/${room.id}`, { type: 'TWIN' });
    expect(retyped.json().room).toMatchObject({ name: 'Suite', type: 'twin' });
    const empty = await call('PATCH', `/api/hotels/${hotelId}/rooms/${room.id}`, {});
    expect(empty.statusCode).toBe(400);
    const blank = await call('PATCH', `/api/hotels/${hotelId}/rooms/${room.id}`, { name: ' ' });
    expect(blank.json().error.message).toBe('Room name is required');
  });

  it("answers 404 for another hotel's room, an unknown or a malformed id", async () => {
    const hotelId = await newHotel();
    const otherHotel = await newHotel();
    const room = await buildRoom(testApp, otherHotel);
    for (const id of [room.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc']) {
      expect((await call('PATCH', `/api/hotels/${hotelId}/rooms/${id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/hotels/${hotelId}/rooms/${id}`)).statusCode).toBe(404);
    }
    expect(await testApp.context.db.select().from(rooms).where(eq(rooms.id, room.id))).toHaveLength(1);
  });

  it("answers 404 when another user names the owner's room or image under their own hotel", async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const image = await buildImageAsset(testApp, hotelId);
    const stranger = await buildUser(testApp);
    const strangerHotel = (await buildHotel(testApp, stranger.id)).id;
    const strangerRoom = await buildRoom(testApp, strangerHotel);
    const base = `/api/hotels/${strangerHotel}`;
    expect((await call('PATCH', `${base}/rooms/${room.id}`, { name: 'Mine' }, stranger)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `${base}/rooms/${room.id}/gallery`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${base}/rooms/${room.id}/description`, undefined, stranger)).statusCode).toBe(
      404,
    );
    const added = await call('POST', `${base}/gallery/images`, { assetId: image.id }, stranger);
    expect(added.statusCode).toBe(404);
    expect(added.json().error.message).toBe('Unknown image');
    const roomAdd = await call(
      'POST',
      `${base}/rooms/${strangerRoom.id}/gallery/images`,
      { assetId: image.id },
      stranger,
    );
    expect(roomAdd.statusCode).toBe(404);
    expect((await call('GET', `/api/hotels/${hotelId}/rooms`)).json().rooms[0].name).toBe(room.name);
  });

  it('deleted permanently from the trash, a room goes with its gallery links, descriptions and feature switches, keeping the images', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const asset = await buildImageAsset(testApp, hotelId);
    await call('POST', `/api/hotels/${hotelId}/rooms/${room.id}/gallery/images`, { assetId: asset.id });
    await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, { content: 'Ruhig.' });
    await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/features/balcony`, { active: true });

    const response = await call('DELETE', `/api/hotels/${hotelId}/rooms/${room.id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('DELETE', `/api/hotels/${hotelId}/trash/rooms/${room.id}`)).statusCode).toBe(204);
    const db = testApp.context.db;
    expect(await db.select().from(rooms).where(eq(rooms.id, room.id))).toEqual([]);
    expect(await db.select().from(roomDescriptions).where(eq(roomDescriptions.roomId, room.id))).toEqual([]);
    expect(await db.select().from(roomFeatures).where(eq(roomFeatures.roomId, room.id))).toEqual([]);
    const library = await call('GET', `/api/hotels/${hotelId}/assets`);
    expect(library.json().total).toBe(1);
    expect((await call('DELETE', `/api/hotels/${hotelId}/rooms/${room.id}`)).statusCode).toBe(404);
  });
});
