import { buildApiKey } from '../api-keys';
import { buildHotel } from '../factories';
import { addTenantCases } from '../tenant-cases';

/** Settings -> API keys: a user's keys, made for the user's own hotels. */
addTenantCases(
  {
    route: 'GET /api/api-keys',
    kind: 'own-scope',
    request: async () => ({ method: 'GET', url: '/api/api-keys' }),
    ownerMarker: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id, { name: 'Owner Secret Key Hotel' });
      await buildApiKey(testApp, owner.id, [hotel.id], { name: 'Owner Secret Key' });
      return 'Owner Secret Key';
    },
  },
  {
    // Another user naming the owner's hotel is refused as if it did not exist.
    route: 'POST /api/api-keys',
    kind: 'foreign-id',
    // A key is made by the owner or an admin of its hotels (issue 36).
    role: 'admin',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      return { method: 'POST', url: '/api/api-keys', payload: { name: 'Website', hotelIds: [hotel.id] } };
    },
  },
  {
    route: 'POST /api/api-keys/:keyId/revoke',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      const key = await buildApiKey(testApp, owner.id, [hotel.id]);
      return { method: 'POST', url: `/api/api-keys/${key.id}/revoke` };
    },
  },
);
