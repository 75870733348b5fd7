import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtureFacts } from '@e2e/fakes/booking-fixture';
import { assets } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { buildHotel } from '../../../test/factories';
import { useImportTestApp } from '../../../test/property-import';

/**
 * An import that finds its photos in the hotel's trash (issue 31, point 4): it reuses them, as it reuses photos
 * in the library, and brings them back out of the trash, as uploading the same file does, rather than linking
 * photos into galleries that the library no longer shows.
 */

const h = useImportTestApp();
const { call, db, importProperty } = h;

/** Links of the hotel's galleries that point at a photo in the trash. */
const linksToTrashed = async (hotelId: string) =>
  rowsOf<{ asset_id: string }>(
    await db().execute(sql`
      select asset_id from property_assets where hotel_id = ${hotelId}
        and asset_id in (select id from assets where deleted_at is not null)
      union all
      select ra.asset_id from room_assets ra join rooms r on r.id = ra.room_id where r.hotel_id = ${hotelId}
        and ra.asset_id in (select id from assets where deleted_at is not null)`),
  );

describe('importing photos that are in the trash', () => {
  it('restores them and links them again, instead of linking trashed photos', async () => {
    const hotelId = (await buildHotel(h.testApp, h.owner.id)).id;
    const base = `/api/hotels/${hotelId}`;
    expect((await importProperty(hotelId)).status).toBe('succeeded');
    const imported = await db().select({ id: assets.id }).from(assets).where(eq(assets.hotelId, hotelId));
    expect(imported).toHaveLength(fixtureFacts.photoCount);
    const trashed = await call('POST', `${base}/assets/trash`, { assetIds: imported.map((row) => row.id) });
    expect(trashed.json()).toEqual({ trashed: fixtureFacts.photoCount });

    const again = await importProperty(hotelId);
    expect(again.status).toBe('succeeded');
    expect(await db().select().from(assets).where(isNotNull(assets.deletedAt))).not.toContainEqual(
      expect.objectContaining({ hotelId }),
    );
    expect(await linksToTrashed(hotelId)).toEqual([]);
    const library = (await call('GET', `${base}/assets?limit=100`)).json();
    expect(library.total).toBe(fixtureFacts.photoCount);
    expect((await call('GET', `${base}/trash/assets`)).json().items).toEqual([]);
    const gallery = (await call('GET', `${base}/gallery`)).json().images;
    expect(gallery.length).toBeGreaterThan(0);
  }, 120_000);
});
