import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelLocations, roomAssets } from '../../db/schema';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { eq } from 'drizzle-orm';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const signedIn = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });
// Anyone: no cookie.
const publicPreview = (templateId: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/public/templates/${templateId}` });

async function hotelWithImages(count: number) {
  const hotel = await buildHotel(testApp, owner.id, { name: 'Seehotel Konstanz' });
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push((await buildImageAsset(testApp, hotel.id, { name: `photo-${index}.jpg` })).id);
  }
  return { hotelId: hotel.id, ids };
}

async function template(hotelId: string, body: Record<string, unknown>) {
  const response = await signedIn('POST', `/api/hotels/${hotelId}/templates`, body);
  expect(response.statusCode).toBe(201);
  return response.json().template as { id: string };
}

describe('the public template preview', () => {
  it('shows a published template to anyone: hotel, address, badge data, at most 8 images cover first', async () => {
    const { hotelId, ids } = await hotelWithImages(10);
    await signedIn('PUT', `/api/hotels/${hotelId}/features/free-wifi`, { active: true });
    await signedIn('PUT', `/api/hotels/${hotelId}/description`, { content: 'Unser Haus am See.' });
    const { id } = await template(hotelId, {
      name: 'Sommer',
      imageIds: ids,
      coverId: ids[3],
      isPublished: true,
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      contentDescription: 'Erster Absatz\nZweiter Absatz',
    });
    const response = await publicPreview(id);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    // The offer text with its dates, and the hotel's own description beside it (it is not replaced).
    expect(preview.template).toEqual({
      id,
      name: 'Sommer',
      offerText: 'Erster Absatz\nZweiter Absatz',
      startDate: '2027-06-01',
      endDate: '2027-08-31',
    });
    expect(preview.hotel).toEqual({
      name: 'Seehotel Konstanz',
      address: 'Dorfstrasse 1, Zermatt, Switzerland',
      description: 'Unser Haus am See.',
    });
    expect(preview.images).toHaveLength(8);
    expect(preview.images[0].id).toBe(ids[3]);
    // Described by the hotel and the place in the mosaic: the uploaded files' names are never shown.
    expect(preview.images[0].alt).toBe('Seehotel Konstanz, Bild 1 von 8');
    expect(preview.images[7].alt).toBe('Seehotel Konstanz, Bild 8 von 8');
    expect(response.body).not.toMatch(/photo-\d\.jpg/);
    expect(preview.facilities.flatMap((group: { features: { name: string }[] }) => group.features)).toEqual([
      expect.objectContaining({ name: expect.any(String) }),
    ]);
    expect(preview.policies).toEqual([]);
    // Only what the page shows: nothing of the owner, no stored fields beyond those (image URLs name the
    // hotel's file folder, as every served file does).
    expect(response.body).not.toContain(owner.id);
    expect(response.body).not.toContain(owner.email);
    expect(Object.keys(preview).sort()).toEqual([
      'facilities',
      'hotel',
      'images',
      'policies',
      'rooms',
      'template',
    ]);
    expect(Object.keys(preview.images[0]).sort()).toEqual(['alt', 'galleryUrl', 'id', 'thumbUrl']);
  });

  it('answers 404 with nothing of the template for a draft, an unknown and a malformed id', async () => {
    const { hotelId } = await hotelWithImages(0);
    const draft = await template(hotelId, { name: 'Geheimer Entwurf', isPublished: false });
    for (const id of [draft.id, '00000000-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fapi']) {
      const response = await publicPreview(id);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Geheimer Entwurf');
    }
  });

  it('falls back to the hotel gallery and the hotel description, and shows rooms with covers and images', async () => {
    const { hotelId, ids } = await hotelWithImages(3);
    await signedIn('PUT', `/api/hotels/${hotelId}/description`, { content: 'Hoteltext' });
    const room = await buildRoom(testApp, hotelId, { name: 'Suite' });
    await testApp.context.db
      .insert(roomAssets)
      .values({ roomId: room.id, assetId: ids[0]!, isCover: true, displayOrder: 0 });
    await signedIn('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, { content: 'Zimmertext' });
    const { id } = await template(hotelId, { name: 'Ohne Bilder', isPublished: true });
    const preview = (await publicPreview(id)).json();
    expect(preview.template).toMatchObject({ offerText: '', startDate: null, endDate: null });
    expect(preview.hotel.description).toBe('Hoteltext');
    expect(preview.images.map((image: { id: string }) => image.id).sort()).toEqual([...ids].sort());
    expect(preview.rooms).toEqual([
      expect.objectContaining({
        id: room.id,
        name: 'Suite',
        description: 'Zimmertext',
        coverThumbUrl: expect.stringMatching(/thumb\.webp$/),
        images: [expect.objectContaining({ id: ids[0], alt: 'Suite, Bild 1 von 1' })],
      }),
    ]);
  });

  it('shows changes at once: unpublishing, a new name, a new address, a new description', async () => {
    const { hotelId } = await hotelWithImages(0);
    const { id } = await template(hotelId, { name: 'Erst', isPublished: true });
    expect((await publicPreview(id)).json().hotel.address).toBe('Dorfstrasse 1, Zermatt, Switzerland');
    await testApp.context.db
      .update(hotelLocations)
      .set({ address: 'Seestrasse 2', postalCode: '78462', city: 'Konstanz', country: 'Germany' })
      .where(eq(hotelLocations.hotelId, hotelId));
    await signedIn('PUT', `/api/hotels/${hotelId}/description`, { content: 'Neu' });
    const after = (await publicPreview(id)).json();
    expect(after.hotel.address).toBe('Seestrasse 2, 78462 Konstanz, Germany');
    expect(after.hotel.description).toBe('Neu');
    await signedIn('PUT', `/api/hotels/${hotelId}/templates/${id}`, { name: 'Zweit', isPublished: true });
    expect((await publicPreview(id)).json().template.name).toBe('Zweit');
    await signedIn('PUT', `/api/hotels/${hotelId}/templates/${id}`, { name: 'Zweit', isPublished: false });
    expect((await publicPreview(id)).statusCode).toBe(404);
  });

  it('shows the descriptions the content page shows: the primary language’s, else the one written last', async () => {
    const { hotelId } = await hotelWithImages(0);
    const room = await buildRoom(testApp, hotelId);
    const { id } = await template(hotelId, { name: 'Sprachen', isPublished: true });
    await signedIn('PUT', `/api/hotels/${hotelId}/description`, {
      content: 'Ein Haus am See.',
      language: 'de',
    });
    await signedIn('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/description`, {
      content: 'Mit Balkon.',
      language: 'de',
    });
    let preview = (await publicPreview(id)).json();
    expect(preview.hotel.description).toBe('Ein Haus am See.');
    expect(preview.rooms[0].description).toBe('Mit Balkon.');
    await signedIn('PUT', `/api/hotels/${hotelId}/description`, {
      content: 'A house on the lake.',
      language: 'en',
    });
    expect((await publicPreview(id)).json().hotel.description).toBe('A house on the lake.');
    // German first once it is the primary language (Settings -> Hotel): the remembered preview is not kept.
    await signedIn('PUT', `/api/hotels/${hotelId}/content-languages`, {
      primaryLanguage: 'de',
      languages: ['de'],
    });
    preview = (await publicPreview(id)).json();
    expect(preview.hotel.description).toBe('Ein Haus am See.');
  });

  it('says when the hotel has no address', async () => {
    const { hotelId } = await hotelWithImages(0);
    await testApp.context.db.delete(hotelLocations).where(eq(hotelLocations.hotelId, hotelId));
    const { id } = await template(hotelId, { name: 'X', isPublished: true });
    expect((await publicPreview(id)).json().hotel.address).toBeNull();
  });
});

describe('the public preview, read in bulk', () => {
  it('answers one client PUBLIC_PREVIEW_RATE_LIMIT times a minute, others still', async () => {
    const limited = await buildTestApp({ PUBLIC_PREVIEW_RATE_LIMIT: '3' });
    try {
      const from = (remoteAddress: string, templateId: string) =>
        limited.app.inject({ method: 'GET', url: `/api/public/templates/${templateId}`, remoteAddress });
      // Walking ids counts as much as reading one: unknown ones use up the budget too.
      const walked = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002', 'x'];
      for (const id of walked) expect((await from('10.0.5.1', id)).statusCode).toBe(404);
      const fourth = await from('10.0.5.1', '00000000-0000-4000-8000-000000000003');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toEqual({
        code: 'rateLimited',
        message: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
        messageId: 'preview.tooManyRequests',
      });
      expect((await from('10.0.5.2', walked[0]!)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
