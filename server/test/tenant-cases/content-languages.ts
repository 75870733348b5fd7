import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel in Germany: German first, English served too (issue 37). */
const languagesOf = async ({ testApp, owner }: TenantFixture) => {
  const hotel = await buildHotel(testApp, owner.id, {
    primaryLanguage: 'de',
    contentLanguages: ['de', 'en'],
  });
  return `/api/hotels/${hotel.id}/content-languages`;
};

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/content-languages',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: await languagesOf(fixture) }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/content-languages',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: await languagesOf(fixture),
      payload: { primaryLanguage: 'it', languages: ['it', 'de'] },
    }),
  },
);
