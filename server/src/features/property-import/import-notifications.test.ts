import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingReplies } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts } from '@e2e/fakes/booking-fixture';
import { propertyImports } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { importStatuses, useImportTestApp } from '../../../test/property-import';
import { propertyImportJob } from './import-job';

const aboutHotel = (hotelId: string) => (row: { hotelId: string | null }) => row.hotelId === hotelId;

const h = useImportTestApp();

/** The user who started an import hears how it ended through the bell (issue 15, point 5). */
describe('import notifications', () => {
  it('tells the user when the import has finished, naming the imported hotel', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const url = 'https://www.booking.com/hotel/ch/notified.html';
    const fixture = bookingFixture(h.fake.imageHost);
    h.fake.setProperty(url, { ...fixture, hotelPhotos: (fixture.hotelPhotos ?? []).slice(0, 2) });
    const run = await h.importProperty(hotel.id, url);
    expect(run.status).toBe('succeeded');
    const stored = await notificationsOf(h.testApp, h.owner.id);
    expect(stored.map((row) => [row.kind, row.params, row.hotelId, row.readAt])).toEqual([
      ['import_succeeded', { hotelName: fixtureFacts.name }, hotel.id, null],
    ]);
  });

  it('tells the user when the import has failed; nobody else hears of it', async () => {
    const user = await buildUser(h.testApp);
    const hotel = await buildHotel(h.testApp, user.id);
    h.fake.reply(bookingReplies.status(404));
    const started = await h.call(
      'POST',
      `/api/hotels/${hotel.id}/import`,
      { url: fixtureFacts.propertyUrl },
      user,
    );
    expect(started.statusCode).toBe(202);
    const run = await h.waitForImport(hotel.id, started.json().import.id, user);
    expect(run.status).toBe('failed');
    const stored = await notificationsOf(h.testApp, user.id);
    expect(stored.map((row) => [row.kind, row.params, row.hotelId])).toEqual([
      ['import_failed', {}, hotel.id],
    ]);
    expect((await notificationsOf(h.testApp, h.owner.id)).map((row) => row.kind)).not.toContain(
      'import_failed',
    );
  });

  it('tells the user once about a run a new start found stale, however often its job comes back', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const [stale] = await h
      .db()
      .insert(propertyImports)
      .values({
        hotelId: hotel.id,
        sourceUrl: fixtureFacts.propertyUrl,
        items: [
          { key: 'hotel', status: 'importing', percent: 50, message: null },
          { key: 'images', status: 'pending', percent: 0, message: null },
          { key: 'rooms', status: 'pending', percent: 0, message: null },
          { key: 'features', status: 'pending', percent: 0, message: null },
        ],
        updatedAt: sql`now() - interval '10 minutes'`,
      })
      .returning();
    if (!stale) throw new Error('no run');
    h.fake.reply(bookingReplies.status(404));
    const next = await h.call('POST', `/api/hotels/${hotel.id}/import`, { url: fixtureFacts.propertyUrl });
    expect(next.statusCode).toBe(202);
    const nextRun = await h.waitForImport(hotel.id, next.json().import.id);
    expect(nextRun.status).toBe('failed');
    // The stale run's job comes back twice (its process restarted): it finds the run ended and says nothing.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await h.testApp.context.jobs.send(propertyImportJob, {
        id: stale.id,
        hotelId: hotel.id,
        userId: h.owner.id,
        url: stale.sourceUrl,
      });
    }
    await expect
      .poll(async () => (await notificationsOf(h.testApp, h.owner.id)).filter(aboutHotel(hotel.id)).length)
      .toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const told = (await notificationsOf(h.testApp, h.owner.id)).filter(aboutHotel(hotel.id));
    // One for each failed run: the stale one and the new one.
    expect(told.map((row) => [row.kind, row.dedupeKey?.split(':').at(-1)]).sort()).toEqual(
      [
        ['import_failed', stale.id],
        ['import_failed', nextRun.id],
      ].sort(),
    );
    // No part of the stale run still reads 'Pending'.
    const ended = await h.waitForImport(hotel.id, stale.id);
    expect(importStatuses(ended)).toEqual({
      hotel: 'error',
      images: 'skipped',
      rooms: 'skipped',
      features: 'skipped',
    });
  });
});
