import { buildHotel } from '../factories';
import { addTenantCases } from '../tenant-cases';

addTenantCases({
  route: 'GET /api/hotels/:hotelId/activities',
  kind: 'foreign-id',
  request: async ({ testApp, owner }) => ({
    method: 'GET',
    url: `/api/hotels/${(await buildHotel(testApp, owner.id)).id}/activities`,
  }),
});
