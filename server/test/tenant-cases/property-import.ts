import { propertyImports } from '../../src/db/schema';
import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** A hotel of the owner with a finished import. */
async function ownerImport({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const [run] = await testApp.context.db
    .insert(propertyImports)
    .values({
      hotelId: hotel.id,
      sourceUrl: 'https://www.booking.com/hotel/ch/owner-secret.html',
      status: 'failed',
      items: [],
      error: 'Owner secret',
    })
    .returning();
  if (!run) throw new Error('import insert failed');
  return { base: `/api/hotels/${hotel.id}/import`, importId: run.id };
}

addTenantCases(
  {
    route: 'POST /api/hotels/:hotelId/import',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: (await ownerImport(fixture)).base,
      payload: { url: 'https://www.booking.com/hotel/ch/art-house-basel.en-gb.html' },
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/import/website',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `${(await ownerImport(fixture)).base}/website`,
      payload: { url: 'https://www.example.com/' },
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/import',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: (await ownerImport(fixture)).base }),
  },
  {
    route: 'GET /api/hotels/:hotelId/import/:importId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, importId } = await ownerImport(fixture);
      return { method: 'GET', url: `${base}/${importId}` };
    },
  },
);
