import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fixtureFacts } from '@e2e/fakes/booking-fixture';
import { hotels } from '../../db/schema';
import { buildHotel } from '../../../test/factories';
import { useImportTestApp } from '../../../test/property-import';

const h = useImportTestApp();

const starsOf = async (hotelId: string) =>
  (await h.db().select({ starRating: hotels.starRating }).from(hotels).where(eq(hotels.id, hotelId)))[0]
    ?.starRating;

describe("the Booking.com import keeps the property's stars (issue 32)", () => {
  it('gives a hotel without stars the property class', async () => {
    const hotelId = (await buildHotel(h.testApp, h.owner.id)).id;
    expect((await h.importProperty(hotelId)).status).toBe('succeeded');
    expect(await starsOf(hotelId)).toBe(fixtureFacts.stars);
  }, 120_000);

  it('keeps the stars the operator entered', async () => {
    const hotelId = (await buildHotel(h.testApp, h.owner.id)).id;
    await h.db().update(hotels).set({ starRating: 2 }).where(eq(hotels.id, hotelId));
    expect((await h.importProperty(hotelId)).status).toBe('succeeded');
    expect(await starsOf(hotelId)).toBe(2);
  }, 120_000);
});
