import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { isPublicId, newPublicId } from './public-id';
import { findPublishedHotel } from './service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('public ids', () => {
  it('are 22 URL-safe characters, new each time', () => {
    const ids = new Set(Array.from({ length: 100 }, newPublicId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(isPublicId(id)).toBe(true);
    expect(isPublicId('too-short')).toBe(false);
    expect(isPublicId(`${newPublicId()}x`)).toBe(false);
    expect(isPublicId('abcdefghijklmnopqrst\u0000u')).toBe(false);
  });
});

describe('findPublishedHotel', () => {
  it('finds a hotel by its public id only while it publishes, and not by an id it no longer has', async () => {
    const owner = await buildUser(testApp);
    const publicId = newPublicId();
    const hotel = await buildHotel(testApp, owner.id, { name: 'Alpenhof', publicId, publishContent: true });
    const { db } = testApp.context;
    expect(await findPublishedHotel(db, publicId)).toEqual({ id: hotel.id, name: 'Alpenhof' });
    // Neither the database id nor an unknown or malformed id finds it.
    for (const wrong of [hotel.id, newPublicId(), '', '%00', 'x'.repeat(5000)])
      expect(await findPublishedHotel(db, wrong)).toBeNull();

    await db.update(hotels).set({ publishContent: false }).where(eq(hotels.id, hotel.id));
    expect(await findPublishedHotel(db, publicId)).toBeNull();

    const replaced = newPublicId();
    await db.update(hotels).set({ publishContent: true, publicId: replaced }).where(eq(hotels.id, hotel.id));
    expect(await findPublishedHotel(db, publicId)).toBeNull();
    expect(await findPublishedHotel(db, replaced)).toEqual({ id: hotel.id, name: 'Alpenhof' });
  });

  it('never lets two hotels share a public id', async () => {
    const owner = await buildUser(testApp);
    const publicId = newPublicId();
    await buildHotel(testApp, owner.id, { publicId });
    await expect(buildHotel(testApp, owner.id, { publicId })).rejects.toThrow();
  });
});
