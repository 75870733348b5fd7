import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';
import { testAppUrl } from '../test-app';

/** The owner's hotel in German serving Italian, with a room whose name has an Italian translation (issue 37). */
const hotelWithRoom = async ({ testApp, owner }: TenantFixture) => {
  const hotel = await buildHotel(testApp, owner.id, {
    primaryLanguage: 'de',
    contentLanguages: ['de', 'it'],
  });
  const room = await buildRoom(testApp, hotel.id);
  // A second room's name is missing in Italian: 'Translate all missing' has a text to translate.
  await buildRoom(testApp, hotel.id, { name: 'Einzelzimmer' });
  await testApp.app.inject({
    method: 'PUT',
    url: `/api/hotels/${hotel.id}/texts/it/roomName/${room.id}`,
    payload: { text: 'Camera doppia' },
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });
  return { base: `/api/hotels/${hotel.id}`, roomId: room.id };
};

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/texts',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `${(await hotelWithRoom(fixture)).base}/texts?language=it`,
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/texts/subjects/:subjectId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, roomId } = await hotelWithRoom(fixture);
      return { method: 'GET', url: `${base}/texts/subjects/${roomId}` };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/texts/:language/:kind/:subjectId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, roomId } = await hotelWithRoom(fixture);
      return {
        method: 'PUT',
        url: `${base}/texts/it/roomName/${roomId}`,
        payload: { text: 'Stranger text' },
      };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/texts/:language/:kind/:subjectId/translate',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, roomId } = await hotelWithRoom(fixture);
      return { method: 'POST', url: `${base}/texts/it/roomName/${roomId}/translate` };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/texts/:language/:kind/:subjectId/checked',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, roomId } = await hotelWithRoom(fixture);
      return { method: 'POST', url: `${base}/texts/it/roomName/${roomId}/checked` };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/translation-runs',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `${(await hotelWithRoom(fixture)).base}/translation-runs`,
      payload: {},
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/translation-runs/latest',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `${(await hotelWithRoom(fixture)).base}/translation-runs/latest`,
    }),
  },
);
