import { buildHotel, buildMember } from '../factories';
import { buildNotification } from '../notifications';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

// The owner's notifications carry a marker no other user's answer may contain.
const marker = 'Tenant Marker Hotel';

const ownHotel = ({ testApp, owner }: TenantFixture) => buildHotel(testApp, owner.id);

addTenantCases(
  {
    route: 'GET /api/notifications',
    kind: 'own-scope',
    // The bell of the owner's hotel (issue 36, part 5): another user asking for it gets 404.
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      await buildNotification(testApp, owner.id, {
        hotelId: hotel.id,
        kind: 'import_succeeded',
        params: { hotelName: marker },
      });
      return { method: 'GET', url: `/api/notifications?hotelId=${hotel.id}` };
    },
    ownerMarker: async () => marker,
  },
  {
    route: 'GET /api/notifications/unread-count',
    kind: 'own-scope',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      await buildNotification(testApp, owner.id, { hotelId: hotel.id, kind: 'import_failed' });
      return { method: 'GET', url: `/api/notifications/unread-count?hotelId=${hotel.id}` };
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
  {
    route: 'GET /api/hotels/:hotelId/notification-recipients',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownHotel(fixture)).id}/notification-recipients`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/notification-recipients/:userId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const editor = await buildMember(fixture.testApp, hotel.id, 'editor');
      return {
        method: 'PUT',
        url: `/api/hotels/${hotel.id}/notification-recipients/${editor.id}`,
        payload: { events: ['import_finished', 'push_failed'] },
      };
    },
  },
);
