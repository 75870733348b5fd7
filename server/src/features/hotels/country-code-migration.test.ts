import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelLocations } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The statements of migration 0012 that give stored free-text countries their codes. */
const backfill = readFileSync(
  new URL('../../db/migrations/0013_chain_name_and_country_code.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE'));

describe('migration 0012: countries typed before the list', () => {
  it('gives English and German names and codes their ISO code, and leaves other texts as entered', async () => {
    const user = await buildUser(testApp);
    const typed = ['Germany', ' deutschland ', 'Österreich', 'United  Kingdom', 'ch', 'Bavaria'];
    const hotelIds: string[] = [];
    for (const country of typed) {
      const hotel = await buildHotel(testApp, user.id);
      await testApp.context.db
        .update(hotelLocations)
        .set({ country, countryCode: null })
        .where(eq(hotelLocations.hotelId, hotel.id));
      hotelIds.push(hotel.id);
    }
    for (const statement of backfill) await testApp.context.db.execute(sql.raw(statement));
    const rows = await testApp.context.db
      .select({
        hotelId: hotelLocations.hotelId,
        country: hotelLocations.country,
        code: hotelLocations.countryCode,
      })
      .from(hotelLocations)
      .where(inArray(hotelLocations.hotelId, hotelIds));
    const codeOf = (hotelId: string) => rows.find((row) => row.hotelId === hotelId)?.code;
    expect(hotelIds.map(codeOf)).toEqual(['DE', 'DE', 'AT', 'GB', 'CH', null]);
    // The text itself is kept as it was typed.
    expect(rows.map((row) => row.country).sort()).toEqual([...typed].sort());
  });
});
