import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { websiteImportTexts as texts } from '@common/import/website-texts';
import { hotels, pendingFiles } from '../../db/schema';
import { storedAssetFiles } from '../../../test/asset-files';
import { buildHotel, buildUser } from '../../../test/factories';
import { importStatuses, nothingImported } from '../../../test/property-import';
import { useWebsiteImportTestApp } from '../../../test/website-import';

const h = useWebsiteImportTestApp();
const { call, db, rowCounts } = h;

/** Website imports that must be refused (issue 18): each says why in plain words and writes nothing. */
describe('a website import that cannot read the site', () => {
  it.each([
    ['a loopback address not allowed', () => 'http://127.0.0.1/', texts.notPublic],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', texts.notPublic],
    [
      'a name that resolves to loopback',
      () => h.site('/seeblick/').replace('127.0.0.1', 'localhost'),
      texts.notPublic,
    ],
    ['a redirect to the metadata address', () => h.site('/hostile/to-metadata'), texts.notPublic],
    ['a redirect to another loopback server', () => h.site('/hostile/to-private'), texts.notPublic],
    ['six redirects in a row', () => h.site('/hostile/redirects'), texts.tooManyRedirects],
    ['a 50 MB page', () => h.site('/hostile/huge'), texts.tooLarge],
    ['a 50 MB page without a length', () => h.site('/hostile/huge-unannounced'), texts.tooLarge],
    ['a page that is not found', () => h.site('/hostile/missing'), texts.httpError(404)],
    ['a site that answers with an error', () => h.site('/hostile/broken'), texts.httpError(503)],
    [
      'a host that does not exist',
      () => 'http://no-such-hotel.invalid/',
      texts.unreachable('no-such-hotel.invalid'),
    ],
    ['a page robots.txt forbids', () => h.site('/seeblick/intern/zimmer-preise.html'), texts.robots],
    ['a PDF instead of a page', () => h.site('/hostile/prices.pdf'), texts.nothingFound],
    ['a site with nothing hotel-like', () => h.site('/blog/'), texts.nothingFound],
  ])('%s: says so and writes nothing', async (_case, address, message) => {
    // A user of their own each: one user may start 20 imports an hour.
    const user = await buildUser(h.testApp);
    const hotel = await buildHotel(h.testApp, user.id, { name: 'Unverändert' });
    const run = await h.importWebsite(hotel.id, address(), user);
    expect(run).toMatchObject({ status: 'failed', error: message, result: null });
    expect(importStatuses(run)).toMatchObject({ hotel: 'error' });
    expect(await rowCounts(hotel.id)).toEqual(nothingImported);
    expect(storedAssetFiles(h.testApp, hotel.id)).toEqual([]);
    const [after] = await db().select({ name: hotels.name }).from(hotels).where(eq(hotels.id, hotel.id));
    expect(after?.name).toBe('Unverändert');
    // The server that OUTBOUND_ALLOWED_HOSTS does not name was never asked, whatever redirected there.
    expect(h.sites.otherRequests).toEqual([]);
  });

  it.each([
    ['file:', 'file:///etc/passwd', texts.notPublic],
    ['ftp:', 'ftp://example.com/hotel', texts.notPublic],
    ['javascript:', 'javascript:alert(1)', texts.notPublic],
    ['no address', '   ', texts.missingUrl],
    ['a word', 'hotel', texts.invalidUrl],
    ['credentials', 'https://user:pass@example.com/', texts.invalidUrl],
    // (A NUL character is refused for every route before it reaches one: hostile-input.test.ts.)
    ['a control character', 'https://example.com/\u0007zimmer', texts.invalidUrl],
    ['a line break', 'https://example.com/\nzimmer', texts.invalidUrl],
    ['a huge address', `https://example.com/${'a'.repeat(5000)}`, texts.invalidUrl],
  ])('refuses %s at the field, before any import starts', async (_case, url, message) => {
    const user = await buildUser(h.testApp);
    const hotel = await buildHotel(h.testApp, user.id);
    const response = await call('POST', `/api/hotels/${hotel.id}/import/website`, { url }, user);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { url: message } } });
    expect((await call('GET', `/api/hotels/${hotel.id}/import`, undefined, user)).json()).toEqual({
      import: null,
    });
  });

  it('a failure half way (the database refuses a room) leaves no rows and no files', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id, { name: 'Halbwegs' });
    await db().execute(
      sql.raw(`alter table rooms add constraint refuse_suite check (name <> 'Junior Suite') not valid`),
    );
    try {
      const run = await h.importWebsite(hotel.id, h.site('/seeblick/'));
      expect(run).toMatchObject({ status: 'failed', error: 'Failed to import data. Please try again.' });
      expect(await rowCounts(hotel.id)).toEqual(nothingImported);
      expect(storedAssetFiles(h.testApp, hotel.id)).toEqual([]);
      expect(await db().select().from(pendingFiles)).toEqual([]);
    } finally {
      await db().execute(sql.raw('alter table rooms drop constraint refuse_suite'));
    }
  }, 60_000);

  it('a page of 5,000 images: at most 60 photos are fetched, each photo stored once', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    const before = h.sites.requests.length;
    const run = await h.importWebsite(hotel.id, h.site('/hostile/many-images'));
    expect(run.status).toBe('succeeded');
    const photoRequests = h.sites.requests
      .slice(before)
      .filter((request) => request.path.startsWith('/photos/'));
    expect(photoRequests.length).toBeLessThanOrEqual(60);
    // The page shows the 20 fixture photos over and over under different addresses.
    expect(run.result?.photos.imported).toBe(20);
    expect((await rowCounts(hotel.id)).assets).toBe(20);
  }, 120_000);

  it('works with no Booking.com key, and another user cannot start or see one', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    expect((await call('GET', '/api/config')).json()).toMatchObject({ propertyImport: false });
    const booking = await call('POST', `/api/hotels/${hotel.id}/import`, {
      url: 'https://www.booking.com/hotel/de/seeblick.html',
    });
    expect(booking.statusCode).toBe(503);
    const stranger = await buildUser(h.testApp);
    const started = await call(
      'POST',
      `/api/hotels/${hotel.id}/import/website`,
      { url: h.site('/seeblick/') },
      stranger,
    );
    expect(started.statusCode).toBe(404);
    expect((await call('GET', `/api/hotels/${hotel.id}/import`)).json()).toEqual({ import: null });
  });
});
