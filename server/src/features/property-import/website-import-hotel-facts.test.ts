import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seeblickFacts } from '@e2e/fakes/hotel-sites/seeblick';
import { hotels } from '../../db/schema';
import { buildHotel } from '../../../test/factories';
import { useWebsiteImportTestApp } from '../../../test/website-import';

const h = useWebsiteImportTestApp();

async function contactOf(hotelId: string) {
  const [row] = await h
    .db()
    .select({
      phone: hotels.phone,
      reservationsEmail: hotels.reservationsEmail,
      starRating: hotels.starRating,
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row;
}

describe("the website import keeps the hotel's phone, e-mail and stars (issue 32)", () => {
  it('fills them from the schema.org telephone, email and starRating', async () => {
    const hotelId = (await buildHotel(h.testApp, h.owner.id)).id;
    const run = await h.importWebsite(hotelId, h.site('/seeblick/'));
    expect(run.status).toBe('succeeded');
    expect(await contactOf(hotelId)).toEqual(seeblickFacts.contact);
  }, 120_000);

  it('never overwrites what the operator entered, and fills only what is empty', async () => {
    const hotelId = (await buildHotel(h.testApp, h.owner.id)).id;
    await h.db().update(hotels).set({ phone: '+41612345678', starRating: 3 }).where(eq(hotels.id, hotelId));
    const run = await h.importWebsite(hotelId, h.site('/seeblick/'));
    expect(run.status).toBe('succeeded');
    expect(await contactOf(hotelId)).toEqual({
      phone: '+41612345678',
      reservationsEmail: seeblickFacts.contact.reservationsEmail,
      starRating: 3,
    });
  }, 120_000);
});
