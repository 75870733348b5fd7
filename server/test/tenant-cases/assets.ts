import { photo } from '../asset-files';
import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';
import { testAppUrl } from '../test-app';
import { multipartBody } from '../uploads';

async function ownerAsset({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const { payload, headers } = multipartBody(
    'file',
    'owner-secret.jpg',
    'image/jpeg',
    await photo(900 + Math.floor(Math.random() * 1000)),
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotel.id}/assets`,
    payload,
    headers: { ...headers, cookie: owner.cookie, origin: testAppUrl },
  });
  return { hotelId: hotel.id, assetId: response.json().asset.id as string };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/assets',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerAsset(fixture)).hotelId}/assets`,
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/assets/tags',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerAsset(fixture)).hotelId}/assets/tags`,
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/assets',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      const { payload, headers } = multipartBody('file', 'new.jpg', 'image/jpeg', await photo(42));
      return { method: 'POST', url: `/api/hotels/${hotel.id}/assets`, payload, headers };
    },
  },
  {
    route: 'PATCH /api/hotels/:hotelId/assets/:assetId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, assetId } = await ownerAsset(fixture);
      return {
        method: 'PATCH',
        url: `/api/hotels/${hotelId}/assets/${assetId}`,
        payload: { name: 'Renamed', category: 'Property', tags: [] },
      };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/assets/ids',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerAsset(fixture)).hotelId}/assets/ids?category=Property`,
    }),
  },
  {
    route: 'PATCH /api/hotels/:hotelId/assets',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, assetId } = await ownerAsset(fixture);
      return {
        method: 'PATCH',
        url: `/api/hotels/${hotelId}/assets`,
        payload: { assetIds: [assetId], category: 'Dining', addTags: ['changed'] },
      };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/assets/:assetId/analyse',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, assetId } = await ownerAsset(fixture);
      return { method: 'POST', url: `/api/hotels/${hotelId}/assets/${assetId}/analyse` };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/assets/:assetId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotelId, assetId } = await ownerAsset(fixture);
      return { method: 'DELETE', url: `/api/hotels/${hotelId}/assets/${assetId}` };
    },
  },
);
