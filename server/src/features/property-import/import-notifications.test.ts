import { describe, expect, it } from 'vitest';
import { bookingReplies } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts } from '@e2e/fakes/booking-fixture';
import { buildHotel, buildUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { useImportTestApp } from '../../../test/property-import';

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
});
