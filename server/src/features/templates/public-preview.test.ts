import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, hotelLocations, roomAssets } from '../../db/schema';
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
const publicPreview = (templateId: string, query = '', headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/public/templates/${templateId}${query}`, headers });

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
      'language',
      'languages',
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

describe("the public preview in the visitor's language (issue 37, part 5)", () => {
  async function write(method: 'PUT' | 'POST', url: string, payload: unknown) {
    const response = await signedIn(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }

  /**
   * A German hotel serving English and Italian: Italian texts for the template's name, the hotel's description,
   * the room's name and one photo's alt text; none for the room's description, the offer text, or the English.
   */
  async function italianHotel() {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Hotel Gardasee' });
    await write('PUT', `/api/hotels/${hotel.id}/content-languages`, {
      primaryLanguage: 'de',
      languages: ['de', 'en', 'it'],
    });
    const terrace = await buildImageAsset(testApp, hotel.id, { name: 'IMG_1.jpg' });
    const pool = await buildImageAsset(testApp, hotel.id, { name: 'IMG_2.jpg' });
    const plain = await buildImageAsset(testApp, hotel.id, { name: 'IMG_3.jpg' });
    await testApp.context.db
      .update(assets)
      .set({ caption: 'Die Terrasse', altText: 'Terrasse mit Blick auf den See' })
      .where(eq(assets.id, terrace.id));
    await testApp.context.db.update(assets).set({ caption: 'Das Becken' }).where(eq(assets.id, pool.id));
    const room = await buildRoom(testApp, hotel.id, { name: 'Seesuite' });
    await testApp.context.db
      .insert(roomAssets)
      .values({ roomId: room.id, assetId: pool.id, isCover: true, displayOrder: 0 });
    await write('PUT', `/api/hotels/${hotel.id}/features/free-wifi`, { active: true });
    await write('PUT', `/api/hotels/${hotel.id}/rooms/${room.id}/features/hairdryer`, { active: true });
    await write('PUT', `/api/hotels/${hotel.id}/description`, {
      content: 'Ein Haus am See.',
      language: 'de',
    });
    await write('PUT', `/api/hotels/${hotel.id}/description`, {
      content: 'Una casa sul lago.',
      language: 'it',
    });
    await write('PUT', `/api/hotels/${hotel.id}/rooms/${room.id}/description`, { content: 'Mit Balkon.' });
    const { id } = await template(hotel.id, {
      name: 'Sommer am See',
      contentDescription: 'Drei Nächte mit Bootsfahrt.',
      imageIds: [terrace.id, pool.id, plain.id],
      isPublished: true,
    });
    const italian = (kind: string, subjectId: string, text: string) =>
      write('PUT', `/api/hotels/${hotel.id}/texts/it/${kind}/${subjectId}`, { text });
    await italian('templateName', id, 'Estate sul lago');
    await italian('templateDescription', id, 'Tre notti con gita in barca.');
    await italian('roomName', room.id, 'Suite sul lago');
    await italian('photoAltText', terrace.id, 'Terrazza con vista sul lago');
    return { hotelId: hotel.id, templateId: id, roomId: room.id };
  }

  const facilityNames = (preview: { facilities: { features: { name: string }[] }[] }) =>
    preview.facilities.flatMap((group) => group.features.map((feature) => feature.name));

  it('shows ?lang=it in Italian where written and in German where not, with the languages for the menu', async () => {
    const { templateId } = await italianHotel();
    const response = await publicPreview(templateId, '?lang=it');
    expect(response.statusCode).toBe(200);
    // Asked for by the address, not chosen by the header: a shared cache may keep it for everyone.
    expect(response.headers.vary).toBe('accept-encoding');
    const preview = response.json();
    expect(preview.language).toBe('it');
    expect(preview.languages).toEqual(['en', 'de', 'it']);
    expect(preview.template).toMatchObject({
      name: 'Estate sul lago',
      offerText: 'Tre notti con gita in barca.',
    });
    expect(preview.hotel).toMatchObject({ name: 'Hotel Gardasee', description: 'Una casa sul lago.' });
    expect(preview.images.map((image: { alt: string }) => image.alt)).toEqual([
      'Terrazza con vista sul lago',
      // No Italian text: the German caption (the alt text's fallback), then the place in the mosaic.
      'Das Becken',
      'Hotel Gardasee, Bild 3 von 3',
    ]);
    expect(facilityNames(preview)).toEqual(['WiFi gratuito']);
    expect(preview.facilities[0].name).toBe('Servizi più richiesti');
    expect(preview.rooms).toEqual([
      expect.objectContaining({
        name: 'Suite sul lago',
        description: 'Mit Balkon.',
        images: [expect.objectContaining({ alt: 'Das Becken' })],
        features: [
          {
            id: 'room',
            name: 'Servizi in camera',
            features: [{ id: 'Asciugacapelli', name: 'Asciugacapelli' }],
          },
        ],
      }),
    ]);

    // The same page in German: the hotel's own texts, the photo's own alt text, the catalogue's German names.
    const german = (await publicPreview(templateId, '?lang=de')).json();
    expect(german.language).toBe('de');
    expect(german.template.name).toBe('Sommer am See');
    expect(german.hotel.description).toBe('Ein Haus am See.');
    expect(german.images[0].alt).toBe('Terrasse mit Blick auf den See');
    expect(german.rooms[0]).toMatchObject({ name: 'Seesuite', description: 'Mit Balkon.' });
    expect(facilityNames(german)).toEqual(['Kostenloses WLAN']);
  });

  it("takes the visitor's Accept-Language without ?lang=, and says the answer varies by it", async () => {
    const { templateId } = await italianHotel();
    const italian = await publicPreview(templateId, '', { 'accept-language': 'it-CH,it;q=0.9,en;q=0.5' });
    expect(italian.statusCode).toBe(200);
    expect(italian.headers.vary).toBe('accept-language, accept-encoding');
    expect(italian.json()).toMatchObject({ language: 'it', template: { name: 'Estate sul lago' } });

    // English is served but nothing is translated into it: English is shown, in the primary language's words.
    const english = (await publicPreview(templateId, '', { 'accept-language': 'fr, en-GB;q=0.8' })).json();
    expect(english).toMatchObject({ language: 'en', template: { name: 'Sommer am See' } });
    expect(english.hotel.description).toBe('Ein Haus am See.');
    expect(facilityNames(english)).toEqual(['Free WiFi']);

    // None served, none given: the primary language.
    for (const headers of [{ 'accept-language': 'pt-BR, fr;q=0.5' }, {}] as Record<string, string>[]) {
      const response = await publicPreview(templateId, '', headers);
      expect(response.json()).toMatchObject({ language: 'de', template: { name: 'Sommer am See' } });
      expect(response.headers.vary).toBe('accept-language, accept-encoding');
    }
    // ?lang= wins over the header.
    const asked = await publicPreview(templateId, '?lang=de', { 'accept-language': 'it' });
    expect(asked.json().language).toBe('de');
  });

  it('answers 400 for an unknown code, and the primary language for a content language the hotel does not serve', async () => {
    const { templateId } = await italianHotel();
    for (const query of ['?lang=xx', '?lang=IT', '?lang=', '?lang=it&lang=de', '?lang=%00']) {
      const response = await publicPreview(templateId, query);
      expect(response.statusCode, query).toBe(400);
      if (query !== '?lang=%00') {
        expect(response.json().error).toMatchObject({
          code: 'validation',
          message: 'Unknown language code. Use one of: en, de, it, fr, es, nl.',
          fields: { lang: 'Unknown language code. Use one of: en, de, it, fr, es, nl.' },
        });
      }
    }
    const french = await publicPreview(templateId, '?lang=fr');
    expect(french.statusCode).toBe(200);
    expect(french.json()).toMatchObject({ language: 'de', languages: ['en', 'de', 'it'] });
    // A hotel serving one language shows it whatever the visitor's header says, and does not vary by it.
    const { hotelId } = await hotelWithImages(0);
    const { id } = await template(hotelId, { name: 'Nur Englisch', isPublished: true });
    const single = await publicPreview(id, '', { 'accept-language': 'it' });
    expect(single.json()).toMatchObject({ language: 'en', languages: ['en'] });
    expect(single.headers.vary).toBe('accept-encoding');
  });

  it('remembers each language apart, and forgets a translation or a language once it changes', async () => {
    const { hotelId, templateId } = await italianHotel();
    const name = async (query: string, headers: Record<string, string> = {}) =>
      (await publicPreview(templateId, query, headers)).json().template.name;
    expect(await name('?lang=it')).toBe('Estate sul lago');
    expect(await name('?lang=de')).toBe('Sommer am See');
    expect(await name('', { 'accept-language': 'it' })).toBe('Estate sul lago');
    expect(await name('', { 'accept-language': 'de' })).toBe('Sommer am See');
    expect(await name('?lang=en')).toBe('Sommer am See');
    expect(await name('?lang=it')).toBe('Estate sul lago');

    await write('PUT', `/api/hotels/${hotelId}/texts/it/templateName/${templateId}`, {
      text: 'Estate al lago',
    });
    expect(await name('?lang=it')).toBe('Estate al lago');
    expect(await name('?lang=de')).toBe('Sommer am See');

    // Italian no longer served: the Italian address shows German, and the menu loses Italian.
    await write('PUT', `/api/hotels/${hotelId}/content-languages`, {
      primaryLanguage: 'de',
      languages: ['de', 'en'],
    });
    const after = (await publicPreview(templateId, '?lang=it')).json();
    expect(after).toMatchObject({
      language: 'de',
      languages: ['en', 'de'],
      template: { name: 'Sommer am See' },
    });
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
