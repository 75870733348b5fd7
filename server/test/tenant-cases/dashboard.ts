import { buildHotel, buildImageAsset, buildOta } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel with a photo and a connected channel, so its figures and score are not all zero. */
async function ownerHotel({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id, { name: 'Owner Secret Chain Hotel' });
  await buildImageAsset(testApp, hotel.id);
  await buildOta(testApp, hotel.id);
  return hotel;
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/dashboard/stats',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerHotel(fixture)).id}/dashboard/stats`,
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/dashboard/content-score',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerHotel(fixture)).id}/dashboard/content-score`,
    }),
  },
  {
    route: 'GET /api/dashboard/hotels',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/dashboard/hotels' }),
    ownerMarker: async (fixture) => (await ownerHotel(fixture)).name,
    markerSeenByMembers: true,
  },
);
