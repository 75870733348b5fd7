import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets, assetTags } from '../../db/schema';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel, buildImageAsset, buildUser } from '../../../test/factories';
import { testAppUrl } from '../../../test/test-app';

/** The library's bulk category and tags, and 'Select all' (issue 31, point 12). */
const given = useAppWithHotel();
const call = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
  given.testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: given.owner.cookie, origin: testAppUrl },
  });

async function threeImages() {
  const hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
  const made = [];
  for (const [index, name] of ['pool.jpg', 'spa.jpg', 'lobby.jpg'].entries()) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, index));
    made.push(await buildImageAsset(given.testApp, hotelId, { name, category: 'Other', createdAt }));
  }
  return { hotelId, ids: made.map((asset) => asset.id), url: `/api/hotels/${hotelId}/assets` };
}

const categoriesOf = async (ids: string[]) =>
  (await given.testApp.context.db.select().from(assets).where(inArray(assets.id, ids))).map(
    (row) => row.category,
  );
const tagsOf = async (id: string) =>
  (await given.testApp.context.db.select().from(assetTags).where(eq(assetTags.assetId, id)))
    .map((row) => row.tag)
    .sort();

describe('PATCH /api/hotels/:hotelId/assets', () => {
  it('sets one category and adds tags to every selected image in one request', async () => {
    const { ids, url } = await threeImages();
    const [first, second, third] = ids as [string, string, string];
    await given.testApp.context.db.insert(assetTags).values({ assetId: first, tag: 'summer' });
    const response = await call('PATCH', url, {
      assetIds: [first, second],
      category: 'Amenities',
      addTags: ['Summer', 'wellness'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 2 });
    expect(await categoriesOf([first, second])).toEqual(['Amenities', 'Amenities']);
    expect(await categoriesOf([third])).toEqual(['Other']);
    // Added to the tags each image had, in lower case, each once.
    expect(await tagsOf(first)).toEqual(['summer', 'wellness']);
    expect(await tagsOf(second)).toEqual(['summer', 'wellness']);
    expect(await tagsOf(third)).toEqual([]);
    // The library's answers are remembered per assets version: the next read shows the change.
    const list = await call('GET', `${url}?category=Amenities`);
    expect(list.json().total).toBe(2);
  });

  it('changes nothing when one id is another hotel’s, a trashed or an unknown image (404)', async () => {
    const { ids, url, hotelId } = await threeImages();
    const stranger = await buildUser(given.testApp);
    const foreign = await buildImageAsset(given.testApp, (await buildHotel(given.testApp, stranger.id)).id);
    const trashed = await buildImageAsset(given.testApp, hotelId, {
      deletedAt: new Date(),
    });
    for (const extra of [foreign.id, trashed.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('PATCH', url, { assetIds: [...ids, extra], category: 'Dining' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Asset not found');
    }
    expect(await categoriesOf(ids)).toEqual(['Other', 'Other', 'Other']);
    expect(await categoriesOf([foreign.id])).toEqual(['Property']);
  });

  it('refuses tags that would take an image past 30, naming it, with nothing changed', async () => {
    const { ids, url } = await threeImages();
    const [first, second] = ids as [string, string];
    const full = Array.from({ length: 29 }, (_, index) => ({ assetId: second, tag: `t${index}` }));
    await given.testApp.context.db.insert(assetTags).values(full);
    const response = await call('PATCH', url, {
      assetIds: [first, second],
      category: 'Dining',
      addTags: ['a', 'b'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('"spa.jpg" would have more than 30 tags');
    expect(await tagsOf(first)).toEqual([]);
    expect(await tagsOf(second)).toHaveLength(29);
    expect(await categoriesOf([first, second])).toEqual(['Other', 'Other']);
  });

  it('answers 400 with a clear message for bad input', async () => {
    const { ids, url } = await threeImages();
    const [first] = ids as [string];
    for (const [body, message] of [
      [{ assetIds: [first] }, 'Choose a category or at least one tag'],
      [{ assetIds: [], category: 'Dining' }, 'Choose at least one image'],
      [{ assetIds: [first, first], category: 'Dining' }, 'An image is listed twice'],
      [{ assetIds: [first], category: 'Spa' }, undefined],
      [{ assetIds: [first], addTags: [''] }, 'Tags cannot be empty'],
      [{ assetIds: 'all', category: 'Dining' }, undefined],
    ] as const) {
      const response = await call('PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().error.message).toBe(message);
    }
  });
});

describe('GET /api/hotels/:hotelId/assets/ids', () => {
  it('answers every id the filters match, newest first, with the count', async () => {
    const { ids, url } = await threeImages();
    await call('PATCH', url, { assetIds: ids.slice(0, 2), addTags: ['pool'] });
    expect((await call('GET', `${url}/ids`)).json()).toEqual({ ids: [...ids].reverse(), total: 3 });
    expect((await call('GET', `${url}/ids?tags=POOL`)).json()).toEqual({
      ids: [ids[1], ids[0]],
      total: 2,
    });
    expect((await call('GET', `${url}/ids?search=lobby&category=Other`)).json()).toEqual({
      ids: [ids[2]],
      total: 1,
    });
  });
});
