import { propertyAssets, roomAssets } from '../../src/db/schema';
import { buildHotel, buildImageAsset, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** A hotel and a room of the owner, each gallery holding one image, plus a second image in neither. */
async function ownerGalleries({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id);
  const linked = await buildImageAsset(testApp, hotel.id);
  const free = await buildImageAsset(testApp, hotel.id);
  const link = { assetId: linked.id, isCover: true, displayOrder: 0 };
  await testApp.context.db.insert(propertyAssets).values({ hotelId: hotel.id, ...link });
  await testApp.context.db.insert(roomAssets).values({ roomId: room.id, ...link });
  return {
    bases: {
      hotel: `/api/hotels/${hotel.id}/gallery`,
      room: `/api/hotels/${hotel.id}/rooms/${room.id}/gallery`,
    },
    linked: linked.id,
    free: free.id,
  };
}

for (const [kind, pattern] of [
  ['hotel', '/api/hotels/:hotelId/gallery'],
  ['room', '/api/hotels/:hotelId/rooms/:roomId/gallery'],
] as const) {
  addTenantCases(
    {
      route: `GET ${pattern}`,
      kind: 'foreign-id',
      request: async (fixture) => ({ method: 'GET', url: (await ownerGalleries(fixture)).bases[kind] }),
    },
    {
      route: `PUT ${pattern}`,
      kind: 'foreign-id',
      request: async (fixture) => {
        const { bases, linked, free } = await ownerGalleries(fixture);
        return { method: 'PUT', url: bases[kind], payload: { assetIds: [free, linked] } };
      },
    },
    {
      route: `POST ${pattern}/images`,
      kind: 'foreign-id',
      request: async (fixture) => {
        const { bases, linked, free } = await ownerGalleries(fixture);
        // Several at once (the picker's 'Add 2 images'): the linked one is skipped, the free one added.
        return { method: 'POST', url: `${bases[kind]}/images`, payload: { assetIds: [linked, free] } };
      },
    },
    {
      route: `POST ${pattern}/cover`,
      kind: 'foreign-id',
      request: async (fixture) => {
        const { bases, linked } = await ownerGalleries(fixture);
        return { method: 'POST', url: `${bases[kind]}/cover`, payload: { assetId: linked } };
      },
    },
    {
      route: `DELETE ${pattern}/images/:assetId`,
      kind: 'foreign-id',
      request: async (fixture) => {
        const { bases, linked } = await ownerGalleries(fixture);
        return { method: 'DELETE', url: `${bases[kind]}/images/${linked}` };
      },
    },
  );
}
