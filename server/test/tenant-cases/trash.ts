import { buildHotel, buildImageAsset, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel with a photo in the library and a photo and a room in the trash. */
async function ownerTrash({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const live = await buildImageAsset(testApp, hotel.id, { name: 'Owner secret photo' });
  const trashed = await buildImageAsset(testApp, hotel.id, {
    name: 'Owner trashed photo',
    deletedAt: new Date(),
  });
  const room = await buildRoom(testApp, hotel.id, { name: 'Owner trashed room', deletedAt: new Date() });
  return { base: `/api/hotels/${hotel.id}`, liveId: live.id, trashedId: trashed.id, roomId: room.id };
}

addTenantCases(
  {
    route: 'POST /api/hotels/:hotelId/assets/usage',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, liveId } = await ownerTrash(fixture);
      return { method: 'POST', url: `${base}/assets/usage`, payload: { assetIds: [liveId] } };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/assets/trash',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, liveId } = await ownerTrash(fixture);
      return { method: 'POST', url: `${base}/assets/trash`, payload: { assetIds: [liveId] } };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/trash/:kind',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: `${(await ownerTrash(fixture)).base}/trash/assets` }),
  },
  {
    route: 'POST /api/hotels/:hotelId/trash/:kind/:itemId/restore',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, trashedId } = await ownerTrash(fixture);
      return { method: 'POST', url: `${base}/trash/assets/${trashedId}/restore` };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/trash/:kind/:itemId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, roomId } = await ownerTrash(fixture);
      return { method: 'DELETE', url: `${base}/trash/rooms/${roomId}` };
    },
  },
);
