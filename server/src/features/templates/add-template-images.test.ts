import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { templateImages } from '../../db/schema';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel, buildImageAsset, buildUser } from '../../../test/factories';
import { hotelWithImages } from '../../../test/galleries';
import { testAppUrl } from '../../../test/test-app';

/** The library's 'Add to template': POST .../templates/:templateId/images { assetIds } (issue 31, point 12). */
const given = useAppWithHotel();
const call = (method: 'POST', url: string, payload?: unknown) =>
  given.testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: given.owner.cookie, origin: testAppUrl },
  });

/** A template of the owner's new hotel holding the first of `count` images as its cover. */
async function templateWithCover(count: number) {
  const { hotelId, ids } = await hotelWithImages(given.testApp, given.owner.id, count);
  const created = await call('POST', `/api/hotels/${hotelId}/templates`, {
    name: 'Winterzauber',
    category: 'seasonal',
    imageIds: ids.slice(0, 1),
  });
  const templateId = created.json().template.id as string;
  return { hotelId, ids, templateId, url: `/api/hotels/${hotelId}/templates/${templateId}/images` };
}

const storedImages = async (templateId: string) =>
  (
    await given.testApp.context.db
      .select()
      .from(templateImages)
      .where(eq(templateImages.templateId, templateId))
      .orderBy(asc(templateImages.displayOrder))
  ).map((row) => [row.assetId, row.isCover]);

describe('adding library images to a template', () => {
  it('appends them after its own images in the order given, the cover kept, those already in skipped', async () => {
    const { ids, templateId, url } = await templateWithCover(4);
    const [a, b, c, d] = ids as [string, string, string, string];
    const response = await call('POST', url, { assetIds: [c, a, b] });
    expect(response.statusCode).toBe(200);
    expect(response.json().template.images.map((image: { assetId: string }) => image.assetId)).toEqual([
      a,
      c,
      b,
    ]);
    expect(await storedImages(templateId)).toEqual([
      [a, true],
      [c, false],
      [b, false],
    ]);
    await call('POST', url, { assetIds: [d] });
    expect((await storedImages(templateId)).map(([id]) => id)).toEqual([a, c, b, d]);
  });

  it('refuses the whole batch for an image that is not the hotel’s, or a template past 100 images', async () => {
    const { ids, templateId, url, hotelId } = await templateWithCover(2);
    const foreign = await buildImageAsset(
      given.testApp,
      (await buildHotel(given.testApp, (await buildUser(given.testApp)).id)).id,
    );
    const refused = await call('POST', url, { assetIds: [ids[1], foreign.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Unknown image');
    expect(await storedImages(templateId)).toHaveLength(1);

    const many = [];
    for (let index = 0; index < 100; index++) many.push((await buildImageAsset(given.testApp, hotelId)).id);
    const tooMany = await call('POST', url, { assetIds: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('At most 100 images');
    expect(await storedImages(templateId)).toHaveLength(1);
    expect((await call('POST', url, { assetIds: many.slice(0, 99) })).statusCode).toBe(200);
    expect(await storedImages(templateId)).toHaveLength(100);
  });

  it('answers 404 for an unknown template and 400 for a body without images', async () => {
    const { hotelId, ids } = await templateWithCover(1);
    const unknown = `/api/hotels/${hotelId}/templates/00000000-0000-4000-8000-000000000000/images`;
    expect((await call('POST', unknown, { assetIds: ids })).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/hotels/${hotelId}/templates/x/images`, { assetIds: ids })).statusCode,
    ).toBe(404);
    const { url } = await templateWithCover(1);
    const empty = await call('POST', url, { assetIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose at least one image');
  });
});
