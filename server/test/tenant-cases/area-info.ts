import { buildHotel } from '../factories';
import { addTenantCases } from '../tenant-cases';

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/area',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => ({
      method: 'GET',
      url: `/api/hotels/${(await buildHotel(testApp, owner.id)).id}/area`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/area',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => ({
      method: 'PUT',
      url: `/api/hotels/${(await buildHotel(testApp, owner.id)).id}/area`,
      payload: { text: 'Stranger text' },
    }),
  },
);
