import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importTexts } from '@common/import/texts';
import { websiteImportTexts } from '@common/import/website-texts';
import { propertyImports } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { useWebsiteImportTestApp } from '../../../test/website-import';
import { pendingItems } from './import-progress';
import { insertRun } from './import-runs';

const h = useWebsiteImportTestApp();

/** A user with two hotels, and a run of `source` already going in the first (no job behind it: it stays). */
async function userWithRunningImport(source: 'website' | 'booking' = 'website') {
  const user = await buildUser(h.testApp);
  const first = await buildHotel(h.testApp, user.id, { name: 'Erstes Haus' });
  const second = await buildHotel(h.testApp, user.id, { name: 'Zweites Haus' });
  const running = await insertRun(h.db(), first.id, source, h.site('/seeblick/'), pendingItems());
  return { user, first, second, running };
}

const startWebsiteImport = (hotelId: string, user: Parameters<typeof h.call>[3], path = '/blog/') =>
  h.call('POST', `/api/hotels/${hotelId}/import/website`, { url: h.site(path) }, user);

const runsOf = async (hotelId: string) =>
  h.db().select().from(propertyImports).where(eq(propertyImports.hotelId, hotelId));

/** One website import per user at a time (issue 30): a site's pages are parsed in the one worker thread. */
describe('a second website import while one runs', () => {
  it('is refused for another of the same user’s hotels, in plain words, and nothing starts', async () => {
    const { user, second } = await userWithRunningImport();
    const refused = await startWebsiteImport(second.id, user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'conflict', message: websiteImportTexts.alreadyRunningForUser },
    });
    expect(await runsOf(second.id)).toEqual([]);
  });

  it('is refused for the same hotel with the hotel’s own words', async () => {
    const { user, first } = await userWithRunningImport();
    const refused = await startWebsiteImport(first.id, user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: importTexts.alreadyRunning } });
  });

  it('of two started at once for two hotels, lets exactly one start', async () => {
    const user = await buildUser(h.testApp);
    const hotels = [
      await buildHotel(h.testApp, user.id, { name: 'Haus Links' }),
      await buildHotel(h.testApp, user.id, { name: 'Haus Rechts' }),
    ];
    // The site stays loading until both have answered, so the one that starts is still running when the other
    // asks (a page answered at once let it finish first under load: both then rightly started).
    const answers = await Promise.all(hotels.map((hotel) => startWebsiteImport(hotel.id, user, '/held/')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    h.sites.releaseHeld();
    const started = answers.findIndex((answer) => answer.statusCode === 202);
    const run = answers[started]!.json<{ import: { id: string } }>().import;
    await h.waitForImport(hotels[started]!.id, run.id, user);
  });

  it('is not held back by a marketplace import, another user’s import, or a run whose process went away', async () => {
    const booking = await userWithRunningImport('booking');
    await userWithRunningImport(); // someone else's, running: not the user below's
    const stale = await userWithRunningImport();
    await h
      .db()
      .update(propertyImports)
      .set({ updatedAt: sql`now() - interval '3 minutes'` })
      .where(eq(propertyImports.id, stale.running.id));
    const user = await buildUser(h.testApp);
    const ownHotel = await buildHotel(h.testApp, user.id, { name: 'Eigenes Haus' });
    for (const [hotelId, who] of [
      [booking.second.id, booking.user],
      [ownHotel.id, user],
      [stale.second.id, stale.user],
    ] as const) {
      const started = await startWebsiteImport(hotelId, who);
      expect(started.statusCode, started.body).toBe(202);
      await h.waitForImport(hotelId, started.json<{ import: { id: string } }>().import.id, who);
    }
  });
});
