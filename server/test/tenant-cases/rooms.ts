import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

async function ownerRoom({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id, { name: 'Owner secret room' });
  return { hotelId: hotel.id, roomId: room.id };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/rooms',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/rooms`,
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/rooms',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/hotels/${(await ownerRoom(fixture)).hotelId}/rooms`,
      payload: { name: 'Suite', type: 'suite', sizeSqm: 30, view: 'garden' },
    }),
  },
  {
    route: 'PATCH /api/hotels/:hotelId/rooms/:roomId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return {
        method: 'PATCH',
        url: `/api/hotels/${hotelId}/rooms/${roomId}`,
        payload: { name: 'Renamed', maxOccupancy: 3, maxChildren: 1, beds: [{ type: 'double', count: 1 }] },
      };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/rooms/:roomId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, roomId } = await ownerRoom(fixture);
      return { method: 'DELETE', url: `/api/hotels/${hotelId}/rooms/${roomId}` };
    },
  },
);
