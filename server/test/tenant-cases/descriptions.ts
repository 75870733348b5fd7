import { hotelDescriptions, roomDescriptions } from '../../src/db/schema';
import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

async function ownerRoom({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id);
  return { hotelId: hotel.id, roomId: room.id };
}

/** The owner's room, and a description of the hotel and of the room written in English. */
async function ownerTexts(fixture: TenantFixture) {
  const { hotelId, roomId } = await ownerRoom(fixture);
  const db = fixture.testApp.context.db;
  await db.insert(hotelDescriptions).values({ hotelId, language: 'en', content: 'A house on the lake.' });
  await db.insert(roomDescriptions).values({ roomId, language: 'en', content: 'A room with a balcony.' });
  return { hotelId, roomId };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/description',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/description?language=de`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/description',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/description`,
      payload: { content: 'Stranger text', language: 'en' },
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/description/variants',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return { method: 'POST', url: `/api/hotels/${hotelId}/description/variants`, payload: { roomId } };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/rooms/:roomId/description',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return { method: 'GET', url: `/api/hotels/${hotelId}/rooms/${roomId}/description` };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/rooms/:roomId/description',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return {
        method: 'PUT',
        url: `/api/hotels/${hotelId}/rooms/${roomId}/description`,
        payload: { content: 'Stranger text' },
      };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/description/language',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: `/api/hotels/${(await ownerTexts(fixture)).hotelId}/description/language`,
      payload: { from: 'en', to: 'de' },
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/rooms/:roomId/description/language',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerTexts(fixture);
      return {
        method: 'PUT',
        url: `/api/hotels/${hotelId}/rooms/${roomId}/description/language`,
        payload: { from: 'en', to: 'de' },
      };
    },
  },
);
