import { describe, expect, it } from 'vitest';
import { buildHotel, buildTaggedImageAsset } from '../../../test/factories';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { requestAs } from '../../../test/test-app';

// Edit Asset's caption and alt text in the hotel's primary language (issue 37, part 2).

const given = useAppWithHotel();

const edit = (assetId: string, body: object, hotelId = given.hotelId) =>
  requestAs(given.testApp, given.owner, 'PATCH', `/api/hotels/${hotelId}/assets/${assetId}`, {
    name: 'terrace.jpg',
    category: 'Property',
    tags: [],
    ...body,
  });

const libraryAsset = async (assetId: string) =>
  (await requestAs(given.testApp, given.owner, 'GET', `/api/hotels/${given.hotelId}/assets`))
    .json()
    .assets.find((asset: { id: string }) => asset.id === assetId);

describe("Edit Asset's caption and alt text", () => {
  it('saves both, shows them in the library, and keeps them when an edit leaves them out', async () => {
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'terrace.jpg', []);
    expect(await libraryAsset(asset.id)).toMatchObject({ caption: '', altText: '' });

    const saved = await edit(asset.id, {
      caption: '  Sunset on the roof terrace  ',
      altText: 'Wooden deck chairs on a roof terrace,\nthe lake behind',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Trimmed; the line break of a one-line text becomes a space.
    expect(saved.json().asset).toMatchObject({
      caption: 'Sunset on the roof terrace',
      altText: 'Wooden deck chairs on a roof terrace, the lake behind',
    });
    expect(await libraryAsset(asset.id)).toMatchObject({
      caption: 'Sunset on the roof terrace',
      altText: 'Wooden deck chairs on a roof terrace, the lake behind',
    });

    const renamed = await edit(asset.id, { name: 'Roof terrace' });
    expect(renamed.json().asset).toMatchObject({
      name: 'Roof terrace',
      caption: 'Sunset on the roof terrace',
      altText: 'Wooden deck chairs on a roof terrace, the lake behind',
    });

    const cleared = await edit(asset.id, { caption: '', altText: ' ' });
    expect(cleared.json().asset).toMatchObject({ caption: '', altText: '' });
  });

  it('drops control characters other than NUL, which is refused like everywhere', async () => {
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'lobby.jpg', []);
    const saved = await edit(asset.id, { caption: 'Lobby\u001b[31m at night\u0007' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().asset.caption).toBe('Lobby[31m at night');

    const withNul = await edit(asset.id, { altText: 'Marble\u0000 floor' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error.message).toBe('The input contains characters that are not allowed.');
    expect((await libraryAsset(asset.id)).altText).toBe('');
  });

  it('answers 400 naming the field for a text past 300 characters or one that is no string', async () => {
    const asset = await buildTaggedImageAsset(given.testApp, given.hotelId, 'spa.jpg', []);
    const longCaption = await edit(asset.id, { caption: 'a'.repeat(301) });
    expect(longCaption.statusCode).toBe(400);
    expect(longCaption.json().error).toMatchObject({
      message: 'A caption can have at most 300 characters.',
      fields: { caption: 'A caption can have at most 300 characters.' },
      messageId: 'translations.captionTooLong',
      values: { max: '300' },
    });

    const longAltText = await edit(asset.id, { altText: 'b'.repeat(301) });
    expect(longAltText.statusCode).toBe(400);
    expect(longAltText.json().error.fields).toEqual({
      altText: 'An alt text can have at most 300 characters.',
    });

    // 300 characters after trimming are allowed.
    const atTheLimit = await edit(asset.id, { caption: ` ${'c'.repeat(300)} ` });
    expect(atTheLimit.statusCode).toBe(200);

    const notText = await edit(asset.id, { altText: 42, caption: ['a'] });
    expect(notText.statusCode).toBe(400);
    expect(Object.keys(notText.json().error.fields).sort()).toEqual(['altText', 'caption']);
    expect((await libraryAsset(asset.id)).altText).toBe('');
  });

  it("marks the other languages' caption stale when the primary one changes, and not when it stays", async () => {
    const hotel = await buildHotel(given.testApp, given.owner.id, {
      primaryLanguage: 'de',
      contentLanguages: ['de', 'it'],
    });
    const asset = await buildTaggedImageAsset(given.testApp, hotel.id, 'see.jpg', []);
    const base = `/api/hotels/${hotel.id}/texts`;
    await edit(asset.id, { caption: 'Blick auf den See' }, hotel.id);
    const put = await requestAs(given.testApp, given.owner, 'PUT', `${base}/it/photoCaption/${asset.id}`, {
      text: 'Vista sul lago',
    });
    expect(put.statusCode, put.body).toBe(200);
    const italianCaption = async () =>
      (await requestAs(given.testApp, given.owner, 'GET', `${base}/subjects/${asset.id}`))
        .json()
        .texts.find(
          (text: { kind: string; language: string }) =>
            text.kind === 'photoCaption' && text.language === 'it',
        );
    expect(await italianCaption()).toMatchObject({ text: 'Vista sul lago', status: 'current' });

    await edit(asset.id, { caption: 'Blick auf den See', name: 'See' }, hotel.id);
    expect(await italianCaption()).toMatchObject({ status: 'current' });

    await edit(asset.id, { caption: 'Blick auf den See am Abend' }, hotel.id);
    expect(await italianCaption()).toMatchObject({ text: 'Vista sul lago', status: 'stale' });
  });

  it('a photo of another hotel than the address names answers 404', async () => {
    const otherHotel = await buildHotel(given.testApp, given.owner.id);
    const asset = await buildTaggedImageAsset(given.testApp, otherHotel.id, 'elsewhere.jpg', []);
    expect((await edit(asset.id, { caption: 'Mine now' })).statusCode).toBe(404);
  });
});
