import { buildHotel, buildImageAsset, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel with a photo and a room, so its readiness has outcomes to leak. */
async function ownerHotel({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id, { name: 'Owner Secret Ready Hotel' });
  await buildImageAsset(testApp, hotel.id, { name: 'owner-secret-lobby.jpg' });
  await buildRoom(testApp, hotel.id, { name: 'Owner Secret Suite' });
  return hotel;
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/channel-readiness',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerHotel(fixture)).id}/channel-readiness`,
    }),
  },
  {
    route: 'GET /api/channel-readiness/hotels',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/channel-readiness/hotels' }),
    ownerMarker: async (fixture) => (await ownerHotel(fixture)).name,
    markerSeenByMembers: true,
  },
);
