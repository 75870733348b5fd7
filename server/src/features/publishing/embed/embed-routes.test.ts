import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetTags, hotels } from '../../../db/schema';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../../test/test-app';
import { embedWebBuild } from './embed-build.test-support';
import { newPublicId } from '../public-id';
import { publishForTest } from './publish.test-support';

let testApp: TestApp;
let webRoot: string;
let owner: SignedInUser;

beforeAll(async () => {
  webRoot = await embedWebBuild();
  testApp = await buildTestApp({}, { webRoot });
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** The photos' <img> tags of a page, in page order, as attribute maps. */
function imagesOf(html: string) {
  const grid = html.slice(html.indexOf('<ul class="grid">'), html.indexOf('</ul>'));
  return [...grid.matchAll(/<img ([^>]*)\/>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  );
}

/** A published hotel with three photos (the third as cover), a photo in the trash, and a room with one photo. */
async function publishedHotel(name = 'Alpenhof') {
  const hotel = await buildHotel(testApp, owner.id, { name });
  const lake = await buildImageAsset(testApp, hotel.id, { name: 'Lake view.jpg', width: 3000, height: 2000 });
  const camera = await buildImageAsset(testApp, hotel.id, {
    name: 'IMG_1234.jpg',
    width: 2000,
    height: 3000,
  });
  const lobby = await buildImageAsset(testApp, hotel.id, { name: 'Lobby.png', width: 1200, height: 800 });
  const trashed = await buildImageAsset(testApp, hotel.id, { name: 'Old sauna.jpg' });
  await testApp.context.db.insert(assetTags).values({ assetId: lake.id, tag: 'owner-private-tag' });
  const base = `/api/hotels/${hotel.id}`;
  const order = await requestAs(testApp, owner, 'PUT', `${base}/gallery`, {
    assetIds: [lobby.id, lake.id, camera.id, trashed.id],
  });
  expect(order.statusCode).toBe(200);
  expect((await requestAs(testApp, owner, 'DELETE', `${base}/assets/${trashed.id}`)).statusCode).toBe(204);
  const room = await buildRoom(testApp, hotel.id, { name: 'Double Room' });
  const roomPhoto = await buildImageAsset(testApp, hotel.id, { name: 'Double bed.jpg' });
  await requestAs(testApp, owner, 'POST', `${base}/rooms/${room.id}/gallery/images`, {
    assetId: roomPhoto.id,
  });
  const publicId = await publishForTest(testApp, hotel.id);
  return { hotel, publicId, lake, camera, lobby, trashed, room, roomPhoto };
}

describe('GET /embed/hotels/:publicId/gallery', () => {
  it("shows the hotel's photos in gallery order, cover first, with both renditions, sizes and alt texts", async () => {
    const { publicId, lake, camera, lobby } = await publishedHotel();
    const response = await get(`/embed/hotels/${publicId}/gallery`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Photos of Alpenhof</title>');
    const images = imagesOf(response.body);
    expect(images.map((image) => image.src)).toEqual(
      [lobby, lake, camera].map((photo) => `/files/${photo.thumbKey}`),
    );
    expect(images[1]).toMatchObject({
      srcset: `/files/${lake.thumbKey} 400w, /files/${lake.galleryKey} 1600w`,
      width: '400',
      height: '267',
      alt: 'Lake view',
      loading: 'eager',
    });
    // Portrait: 400 px on the long edge is 267 px wide. A camera's name is no alt text.
    expect(images[2]).toMatchObject({
      srcset: `/files/${camera.thumbKey} 267w, /files/${camera.galleryKey} 1067w`,
      width: '267',
      height: '400',
      alt: 'Alpenhof, photo 3 of 3',
    });
    expect(images[0]?.alt).toBe('Lobby');
    // The cover is two columns wide; the others a column.
    expect(images[0]?.sizes).toBe('(min-width: 1024px) 50vw, (min-width: 640px) 67vw, 100vw');
    expect(images[1]?.sizes).toBe('(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw');
    // Each thumbnail is a button, and the lightbox a labelled modal dialog.
    expect(response.body.match(/<button type="button" class="thumb" data-photo="\d"><img /g)).toHaveLength(3);
    expect(response.body).toContain('role="dialog" aria-modal="true" aria-label="Photos of Alpenhof" hidden');
  });

  it('shows no trashed photo and nothing private: no ids, tags, originals, categories or owner', async () => {
    const { hotel, publicId, trashed, lake } = await publishedHotel();
    const { body } = await get(`/embed/hotels/${publicId}/gallery`);
    // The files' addresses hold the hotel's folder (its database id), as every shared photo's address does; the
    // id opens nothing without its owner's session.
    const withoutFileAddresses = body.replaceAll(`/files/hotel-assets/${hotel.id}/`, '/files/');
    const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
    for (const secret of [
      fileName(trashed.thumbKey),
      'Old sauna',
      hotel.id,
      lake.id,
      fileName(lake.storageKey),
      'owner-private-tag',
      'Property',
      owner.email,
      owner.id,
    ])
      expect(withoutFileAddresses).not.toContain(secret);
  });

  it('escapes every name it writes: the hotel, a photo', async () => {
    const hostile = '</title><script>alert(1)</script>';
    const { hotel, publicId } = await publishedHotel(hostile);
    const named = await buildImageAsset(testApp, hotel.id, { name: '"><img src=x onerror=alert(2)>.jpg' });
    await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/gallery/images`, { assetId: named.id });
    const { body } = await get(`/embed/hotels/${publicId}/gallery`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('<title>Photos of &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(body).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;"');
    // The only scripts are the page's own file.
    expect([...body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([
      '<script type="module" crossorigin src="/assets/embed-test.js">',
    ]);
  });

  it('answers an unchanged page with 304 for its ETag, and a changed one anew', async () => {
    const { hotel, publicId, lake } = await publishedHotel();
    const url = `/embed/hotels/${publicId}/gallery`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/gallery/cover`, { assetId: lake.id });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(imagesOf(changed.body)[0]?.alt).toBe('Lake view');
  });

  it('loads under 15 KB of JavaScript: what the page names, fetched from the app', async () => {
    const { publicId } = await publishedHotel();
    const { body } = await get(`/embed/hotels/${publicId}/gallery`);
    const sources = [
      ...body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
      ...body.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ].map(([, source]) => source!);
    expect(sources).toHaveLength(1);
    let bytes = 0;
    for (const source of sources) {
      const script = await get(source);
      expect(script.statusCode).toBe(200);
      bytes += script.rawPayload.length;
    }
    expect(bytes).toBeGreaterThan(500);
    expect(bytes).toBeLessThan(15_000);
  });
});

describe('GET /embed/hotels/:publicId/rooms/:roomId', () => {
  it("shows the room's photos, titled with the room and the hotel", async () => {
    const { publicId, room, roomPhoto } = await publishedHotel();
    const response = await get(`/embed/hotels/${publicId}/rooms/${room.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Photos of Double Room, Alpenhof</title>');
    expect(imagesOf(response.body).map((image) => [image.src, image.alt])).toEqual([
      [`/files/${roomPhoto.thumbKey}`, 'Double bed'],
    ]);
  });

  it('says so when the room has no photos yet', async () => {
    const { hotel, publicId } = await publishedHotel();
    const empty = await buildRoom(testApp, hotel.id, { name: 'Attic' });
    const { statusCode, body } = await get(`/embed/hotels/${publicId}/rooms/${empty.id}`);
    expect(statusCode).toBe(200);
    expect(body).toContain('No photos yet.');
    expect(body).not.toContain('id="lightbox"');
  });
});

describe('what answers 404', () => {
  it("an unknown, unpublished or replaced public id; another hotel's room, a trashed one, no room id", async () => {
    const { hotel, publicId, room } = await publishedHotel();
    const other = await publishedHotel('Seeblick');
    const trashedRoom = await buildRoom(testApp, hotel.id, { name: 'Old annex' });
    expect(
      (await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/rooms/${trashedRoom.id}`))
        .statusCode,
    ).toBe(204);
    const notFound = [
      '/embed/hotels/no-such-public-id/gallery',
      `/embed/hotels/${newPublicId()}/gallery`,
      `/embed/hotels/${hotel.id}/gallery`,
      `/embed/hotels/${publicId}/rooms/${other.room.id}`,
      `/embed/hotels/${other.publicId}/rooms/${room.id}`,
      `/embed/hotels/${publicId}/rooms/${trashedRoom.id}`,
      `/embed/hotels/${publicId}/rooms/not-a-uuid`,
    ];
    // Switched off: the id answers nothing, for the hotel's gallery and its rooms alike.
    await testApp.context.db
      .update(hotels)
      .set({ publishContent: false })
      .where(eq(hotels.id, other.hotel.id));
    notFound.push(
      `/embed/hotels/${other.publicId}/gallery`,
      `/embed/hotels/${other.publicId}/rooms/${other.room.id}`,
    );
    for (const url of notFound) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.body, url).toContain('Gallery not found');
      expect(response.body, url).not.toContain('Seeblick');
      expect(response.headers['content-security-policy'], url).toContain('frame-ancestors *');
    }
    // A NUL in the address is refused by the app's input guard before the route, as everywhere.
    expect((await get(`/embed/hotels/${publicId}/rooms/%00`)).statusCode).toBe(404);
    expect((await get(`/embed/hotels/%00/gallery`)).statusCode).toBe(404);
  });
});

describe('framing', () => {
  it('lets any site frame the embed pages, and only them', async () => {
    const { publicId, room } = await publishedHotel();
    for (const url of [`/embed/hotels/${publicId}/gallery`, `/embed/hotels/${publicId}/rooms/${room.id}`]) {
      const { headers } = await get(url);
      expect(headers['content-security-policy']).toContain('frame-ancestors *');
      expect(headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options']).toBeUndefined();
      // The rest of the policy stays: scripts only from the app.
      expect(headers['content-security-policy']).toContain("script-src 'self'");
    }
    for (const url of [
      '/',
      '/settings/hotel',
      '/api/health',
      '/embed.html',
      `/embed/hotels/${publicId}/other`,
    ]) {
      const { headers } = await get(url);
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('the limit per client address', () => {
  it('refuses more pages a minute than the limit, with a message id, still frameable', async () => {
    const limited = await buildTestApp({ PUBLIC_PREVIEW_RATE_LIMIT: '3' });
    try {
      const answers = [];
      for (let index = 0; index < 4; index++)
        answers.push(await limited.app.inject({ method: 'GET', url: '/embed/hotels/unknown/gallery' }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429]);
      const refused = answers[3]!;
      expect(refused.json()).toMatchObject({ error: { messageId: 'embed.tooManyRequests' } });
      expect(refused.headers['content-security-policy']).toContain('frame-ancestors *');
    } finally {
      await limited.close();
    }
  });
});
