import { setPublished } from '../content-api';
import { buildHotel, buildImageAsset, buildRoom } from '../factories';
import { addKeyTenantCases, addPublicRoutes, type TenantFixture } from '../tenant-cases';

/** The owner's published hotel with a photo and a room, so every content route has something to leak. */
async function ownerHotel({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id, { name: 'Owner Secret Published Hotel' });
  await buildImageAsset(testApp, hotel.id, { name: 'Owner secret terrace.jpg' });
  const room = await buildRoom(testApp, hotel.id, { name: 'Owner Secret Suite' });
  await setPublished(testApp, hotel.id);
  return { hotelId: hotel.id, roomId: room.id };
}

const hotelRoute = (suffix: string) => ({
  route: `GET /api/v1/hotels/:hotelId${suffix}`,
  kind: 'foreign-id' as const,
  setup: async (fixture: TenantFixture) => {
    const { hotelId } = await ownerHotel(fixture);
    return { hotelId, request: { method: 'GET' as const, url: `/api/v1/hotels/${hotelId}${suffix}` } };
  },
});

addKeyTenantCases(
  {
    route: 'GET /api/v1/hotels',
    kind: 'own-scope',
    setup: async (fixture) => ({
      hotelId: (await ownerHotel(fixture)).hotelId,
      request: { method: 'GET', url: '/api/v1/hotels' },
      ownerMarker: 'Owner Secret Published Hotel',
    }),
  },
  hotelRoute(''),
  hotelRoute('/rooms'),
  {
    route: 'GET /api/v1/hotels/:hotelId/rooms/:roomId',
    kind: 'foreign-id',
    setup: async (fixture) => {
      const { hotelId, roomId } = await ownerHotel(fixture);
      return { hotelId, request: { method: 'GET', url: `/api/v1/hotels/${hotelId}/rooms/${roomId}` } };
    },
  },
  hotelRoute('/photos'),
  hotelRoute('/facilities'),
  hotelRoute('/descriptions'),
  hotelRoute('/templates'),
);

// The contract and its reference page are for anyone who wants to build on the API: no key, no session.
addPublicRoutes('GET /api/v1/openapi.json', 'GET /api/v1/docs');
