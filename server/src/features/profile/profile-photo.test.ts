import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { multipartBody, tinyPng } from '../../../test/uploads';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const upload = (user: SignedInUser, filename: string, type: string, content: Buffer) => {
  const { payload, headers } = multipartBody('photo', filename, type, content);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    payload,
    headers: { ...headers, cookie: user.cookie, origin: testAppUrl },
  });
};
const photoFiles = (userId: string) => {
  try {
    return readdirSync(path.join(testApp.dataDir, 'files', 'profile-photos', userId));
  } catch {
    return [];
  }
};

describe('profile photo', () => {
  it('stores the photo re-encoded as JPEG under the user folder and serves it', async () => {
    const user = await buildUser(testApp);
    const response = await upload(user, 'me.png', 'image/png', await tinyPng(300, 200));
    expect(response.statusCode).toBe(200);
    const photoUrl: string = response.json().profile.photoUrl;
    expect(photoUrl).toMatch(new RegExp(`^/files/profile-photos/${user.id}/\\d+-[0-9a-f]{12}\\.jpg$`));
    const served = await testApp.app.inject({ method: 'GET', url: photoUrl });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('replaces the previous photo file', async () => {
    const user = await buildUser(testApp);
    await upload(user, 'one.png', 'image/png', await tinyPng());
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(
      user,
      'two.png',
      'image/png',
      await tinyPng(80, 80, { r: 200, g: 10, b: 10 }),
    );
    expect(photoFiles(user.id)).toEqual([path.basename(second.json().profile.photoUrl)]);
  });

  it('refuses a text file named .jpg, by content, and stores nothing', async () => {
    const user = await buildUser(testApp);
    const response = await upload(user, 'photo.jpg', 'image/jpeg', Buffer.from('this is not an image'));
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'Please choose an image file (JPEG, PNG, WebP, GIF, AVIF or TIFF).',
    );
    expect(photoFiles(user.id)).toEqual([]);
  });

  it('refuses an SVG', async () => {
    const user = await buildUser(testApp);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload(user, 'logo.svg', 'image/svg+xml', svg)).statusCode).toBe(415);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const user = await buildUser(testApp);
    const response = await upload(user, 'huge.png', 'image/png', Buffer.alloc(10 * 1024 * 1024 + 10, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payloadTooLarge');
    expect(photoFiles(user.id)).toEqual([]);
  });

  it('refuses a decompression bomb', async () => {
    const user = await buildUser(testApp);
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(user, 'bomb.png', 'image/png', bomb);
    expect(response.statusCode).toBe(413);
    expect(photoFiles(user.id)).toEqual([]);
  });

  it('refuses a truncated JPEG', async () => {
    const user = await buildUser(testApp);
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const response = await upload(
      user,
      'cut.jpg',
      'image/jpeg',
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
    );
    expect(response.statusCode).toBe(415);
    expect(photoFiles(user.id)).toEqual([]);
  });
});
