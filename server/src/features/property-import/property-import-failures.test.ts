import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { importTexts } from '@common/import/texts';
import { bookingReplies } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts, photoUrl } from '@e2e/fakes/booking-fixture';
import { hotels, pendingFiles } from '../../db/schema';
import { storedAssetFiles } from '../../../test/asset-files';
import { buildHotel } from '../../../test/factories';
import { importStatuses, nothingImported, useImportTestApp } from '../../../test/property-import';

const h = useImportTestApp();
const { db, importProperty, rowCounts } = h;

/** Imports that fail: each reply of the data API in the spec's words, a failure half way, photos that are skipped. */
describe('an import that fails', () => {
  it.each([
    ['401', bookingReplies.status(401), importTexts.invalidKey],
    ['403', bookingReplies.status(403), importTexts.accessDenied],
    ['404', bookingReplies.status(404), importTexts.hotelNotFound],
    ['429', bookingReplies.status(429), importTexts.tooManyRequests],
    ['500', bookingReplies.status(500), importTexts.fetchFailed],
    ['a reply that is not JSON', bookingReplies.notJson(), importTexts.fetchFailed],
    ['a reply with null data', bookingReplies.nullData(), importTexts.noData],
    ['a reply without data', bookingReplies.missingData(), importTexts.noData],
    ['an empty reply', bookingReplies.emptyObject(), importTexts.noData],
  ])('after %s says why in the spec’s words and writes nothing', async (_case, reply, message) => {
    const hotel = await buildHotel(h.testApp, h.owner.id, { name: 'Unverändert' });
    h.fake.reply(reply);
    const run = await importProperty(hotel.id);
    expect(run).toMatchObject({ status: 'failed', error: message, result: null });
    expect(run.items.find((item) => item.key === 'hotel')).toMatchObject({
      status: 'error',
      message: importTexts.itemFailed,
    });
    // The parts that had not started are skipped, not left 'Pending' (issue 31, point 10).
    expect(importStatuses(run)).toMatchObject({ images: 'skipped', rooms: 'skipped', features: 'skipped' });
    expect(await rowCounts(hotel.id)).toEqual(nothingImported);
    const [after] = await db().select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotel.id));
    expect(after?.name).toBe('Unverändert');
  });

  it('logs a refusal at info, not as an error', async () => {
    const log = h.testApp.context.log;
    const error = vi.spyOn(log, 'error');
    const info = vi.spyOn(log, 'info');
    try {
      const hotel = await buildHotel(h.testApp, h.owner.id);
      h.fake.reply(bookingReplies.status(404));
      expect(await importProperty(hotel.id)).toMatchObject({ status: 'failed' });
      expect(error).not.toHaveBeenCalled();
      expect(info).toHaveBeenCalledWith(
        expect.objectContaining({ detail: expect.any(String) }),
        'property import refused',
      );
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  });

  it('half way (the database refuses a room) leaves no rows and no files', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id, { name: 'Halbwegs' });
    const url = 'https://www.booking.com/hotel/ch/halfway.html';
    const fixture = bookingFixture(h.fake.imageHost);
    h.fake.setProperty(url, { ...fixture, hotelPhotos: (fixture.hotelPhotos ?? []).slice(0, 4) });
    // A real refusal by the database in the middle of the transaction (after the assets, before the features).
    await db().execute(
      sql.raw(`alter table rooms add constraint refuse_studio check (name <> 'Studio Apartment') not valid`),
    );
    try {
      const run = await importProperty(hotel.id, url);
      expect(run).toMatchObject({ status: 'failed', error: importTexts.importFailed });
      expect(importStatuses(run)).toEqual({
        hotel: 'error',
        images: 'error',
        rooms: 'error',
        features: 'error',
      });
      expect(await rowCounts(hotel.id)).toEqual(nothingImported);
      expect(storedAssetFiles(h.testApp, hotel.id)).toEqual([]);
      // The stored photos' pending records went with them: nothing is left for the sweep.
      expect(await db().select().from(pendingFiles)).toEqual([]);
    } finally {
      await db().execute(sql.raw('alter table rooms drop constraint refuse_studio'));
    }
  });

  it('skips photos that are HTML, missing, redirected, oversize or on another host, and imports the rest', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const url = 'https://www.booking.com/hotel/ch/misbehaving.html';
    const fixture = bookingFixture(h.fake.imageHost);
    const [html, missing, redirected, oversize, good1, good2] = (fixture.hotelPhotos ?? [])
      .slice(0, 6)
      .map((photo) => ({
        ...photo,
        associated_rooms: [],
      }));
    const foreign = {
      ...good2!,
      id: 1,
      highres_url: photoUrl(h.fake.otherImageHost, fixtureFacts.photoIds[7] as number),
      large_url: undefined,
    };
    h.fake.setProperty(url, {
      ...fixture,
      hotelPhotos: [html, missing, redirected, oversize, good1, good2, foreign] as typeof fixture.hotelPhotos,
    });
    const pathOf = (photo: { highres_url?: string; large_url?: string } | undefined) =>
      new URL((photo?.highres_url ?? photo?.large_url) as string).pathname;
    h.fake.setImageMode({ kind: 'html' }, pathOf(html));
    h.fake.setImageMode({ kind: 'not-found' }, pathOf(missing));
    h.fake.setImageMode({ kind: 'redirect' }, pathOf(redirected));
    h.fake.setImageMode({ kind: 'oversize', bytes: 12 * 1024 * 1024 }, pathOf(oversize));
    h.fake.imageRequests.length = 0;
    const warn = vi.spyOn(h.testApp.context.log, 'warn');
    try {
      const run = await importProperty(hotel.id, url);
      expect(run.status).toBe('succeeded');
      // Refused photos are the listing's doing, told on the run: not a warning for the operator.
      expect(warn.mock.calls.filter(([, message]) => message === 'an imported photo was skipped')).toEqual(
        [],
      );
      expect(run.result?.photos).toEqual({ imported: 2, alreadyThere: 0, skipped: 5 });
      expect(run.items.find((item) => item.key === 'images')?.message).toBe(
        '2 photos, 5 could not be imported',
      );
      expect((await rowCounts(hotel.id)).assets).toBe(2);
      expect(storedAssetFiles(h.testApp, hotel.id)).toHaveLength(6);
      // The new assets own their files: no record is left that would let the sweep remove them.
      expect(await db().select().from(pendingFiles)).toEqual([]);
      // Neither the redirect's target nor the foreign photo's host was ever asked.
      expect(h.fake.imageRequests.filter((request) => request.host === h.fake.otherImageHost)).toEqual([]);
    } finally {
      warn.mockRestore();
      h.fake.reset();
    }
  });
});
