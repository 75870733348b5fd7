import { buildNotification } from '../notifications';
import { addTenantCases } from '../tenant-cases';

// The owner's notifications carry a marker no other user's answer may contain.
const marker = 'Tenant Marker Hotel';

addTenantCases(
  {
    route: 'GET /api/notifications',
    kind: 'own-scope',
    ownerMarker: async ({ testApp, owner }) => {
      await buildNotification(testApp, owner.id, {
        kind: 'import_succeeded',
        params: { hotelName: marker },
      });
      return marker;
    },
    request: async () => ({ method: 'GET', url: '/api/notifications' }),
  },
  {
    route: 'GET /api/notifications/unread-count',
    kind: 'own-scope',
    request: async ({ testApp, owner }) => {
      await buildNotification(testApp, owner.id);
      return { method: 'GET', url: '/api/notifications/unread-count' };
    },
  },
  {
    route: 'POST /api/notifications/read',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => ({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [(await buildNotification(testApp, owner.id)).id] },
    }),
  },
);
