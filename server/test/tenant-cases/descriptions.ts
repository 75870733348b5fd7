import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

async function ownerRoom({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id);
  return { hotelId: hotel.id, roomId: room.id };
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
);
