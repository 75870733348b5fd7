import { newPublicId } from '../../src/features/publishing/public-id';
import { buildHotel } from '../factories';
import { addPublicRoutes, addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel, published under a public id another user must neither read nor change. */
async function ownerHotel({ testApp, owner }: TenantFixture) {
  return buildHotel(testApp, owner.id, { publishContent: true, publicId: newPublicId() });
}

const publishingOf = async (fixture: TenantFixture) =>
  `/api/hotels/${(await ownerHotel(fixture)).id}/publishing`;

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/publishing',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: await publishingOf(fixture) }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/publishing',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: await publishingOf(fixture),
      payload: { publishContent: false },
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/publishing/public-id',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'POST', url: `${await publishingOf(fixture)}/public-id` }),
  },
);

// The hotel's schema.org data, found by its public id for any website (404 unless the hotel publishes).
addPublicRoutes('GET /api/public/hotels/:publicId/schema.jsonld');
