import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

async function ownerRoom({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id);
  return { hotelId: hotel.id, roomId: room.id };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/features',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/features`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/features/:featureId',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/features/free-wifi`,
      payload: { active: true },
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/policies',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/policies`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/policies',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/policies`,
      payload: { pets: 'on-request', checkIn: { from: '15:00', until: '22:00' } },
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/rooms/:roomId/features',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return { method: 'GET', url: `/api/hotels/${hotelId}/rooms/${roomId}/features` };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/rooms/:roomId/features/:featureId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return {
        method: 'PUT',
        url: `/api/hotels/${hotelId}/rooms/${roomId}/features/balcony`,
        payload: { active: true },
      };
    },
  },
);
