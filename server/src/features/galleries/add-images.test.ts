import { describe, expect, it } from 'vitest';
import { buildHotel, buildImageAsset, buildUser } from '../../../test/factories';
import { hotelWithImages, storedHotelLinks, storedRoomLinks } from '../../../test/galleries';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { testAppUrl } from '../../../test/test-app';

/** Several images picked at once go in one request: POST .../gallery/images { assetIds } (issue 31, point 12). */
const given = useAppWithHotel();
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  given.testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: given.owner.cookie, origin: testAppUrl },
  });
const idsOf = (response: { json(): { images: { assetId: string }[] } }) =>
  response.json().images.map((image) => image.assetId);

describe('adding several images to a gallery at once', () => {
  it('adds them at the end in the order picked, the first to an empty gallery as cover', async () => {
    const { ids, roomUrl, roomId } = await hotelWithImages(given.testApp, given.owner.id, 4);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(idsOf(await call('POST', `${roomUrl}/images`, { assetIds: [c, a] }))).toEqual([c, a]);
    // One already in the gallery is skipped; the new ones follow the existing.
    const response = await call('POST', `${roomUrl}/images`, { assetIds: [a, d, b] });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([c, a, d, b]);
    const stored = await storedRoomLinks(given.testApp, roomId);
    expect(stored.map((link) => [link.assetId, link.isCover, link.displayOrder])).toEqual([
      [c, true, 0],
      [a, false, 1],
      [d, false, 2],
      [b, false, 3],
    ]);
  });

  it("adds to the hotel's gallery too, and one image as { assetId } still works", async () => {
    const { ids, hotelUrl, hotelId } = await hotelWithImages(given.testApp, given.owner.id, 3);
    const [a, b, c] = ids as [string, string, string];
    // The hotel gallery starts with every image on its first read; order it to two, then add the third.
    await call('PUT', hotelUrl, { assetIds: [b, a] });
    await call('DELETE', `${hotelUrl}/images/${c}`);
    expect(idsOf(await call('POST', `${hotelUrl}/images`, { assetId: c }))).toEqual([b, a, c]);
    expect((await storedHotelLinks(given.testApp, hotelId)).map((link) => link.assetId)).toEqual([b, a, c]);
  });

  it('refuses the whole pick when one image is not the hotel’s, changing nothing', async () => {
    const { ids, roomUrl, roomId } = await hotelWithImages(given.testApp, given.owner.id, 2);
    const otherHotel = await buildHotel(given.testApp, (await buildUser(given.testApp)).id);
    const foreign = await buildImageAsset(given.testApp, otherHotel.id);
    const response = await call('POST', `${roomUrl}/images`, { assetIds: [...ids, foreign.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Unknown image');
    expect(await storedRoomLinks(given.testApp, roomId)).toEqual([]);
  });

  it("refuses a pick past a room's 50 images whole, with the limit in words", async () => {
    const { ids, roomUrl, roomId, hotelId } = await hotelWithImages(given.testApp, given.owner.id, 48);
    await call('PUT', roomUrl, { assetIds: ids });
    const more = [];
    for (let index = 0; index < 3; index++) more.push((await buildImageAsset(given.testApp, hotelId)).id);
    const response = await call('POST', `${roomUrl}/images`, { assetIds: more });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('A room can have at most 50 images');
    expect(await storedRoomLinks(given.testApp, roomId)).toHaveLength(48);
    // Two more fit exactly.
    const fits = await call('POST', `${roomUrl}/images`, { assetIds: more.slice(0, 2) });
    expect(idsOf(fits)).toHaveLength(50);
  });

  it('answers 400 with a clear message for a body that names no images, both shapes, or too many', async () => {
    const { ids, roomUrl } = await hotelWithImages(given.testApp, given.owner.id, 1);
    const [a] = ids as [string];
    const tooMany = Array.from(
      { length: 1001 },
      (_, index) => `00000000-0000-4000-8000-${index.toString().padStart(12, '0')}`,
    );
    for (const [body, message] of [
      [{}, 'Choose the images to add'],
      [{ assetIds: [] }, 'Choose at least one image'],
      [{ assetId: a, assetIds: [a] }, 'Choose the images to add'],
      [{ assetIds: [a, a] }, 'An image is listed twice'],
      [{ assetIds: ['not-an-id'] }, 'Unknown image'],
      [{ assetIds: tooMany }, 'At most 1000 images at once'],
    ] as const) {
      const response = await call('POST', `${roomUrl}/images`, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});
