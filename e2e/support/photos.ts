import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A photo-like JPEG, different per seed (so none is a duplicate of another). */
export async function photo(seed: number) {
  const width = 320;
  const height = 240;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index++) {
    const x = index % width;
    const y = Math.floor(index / width);
    raw[index * 3] = (x * (seed + 2) + seed * 50) % 256;
    raw[index * 3 + 1] = ((y >> (seed % 4)) * 9 + seed * 31) % 256;
    raw[index * 3 + 2] = ((x ^ y) * (seed + 1)) % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The signed-in user's only hotel, as the web app reads it. */
export async function onlyHotelId(page: Page): Promise<string> {
  const response = await page.request.get('/api/hotels');
  expect(response.status()).toBe(200);
  const { hotels } = (await response.json()) as { hotels: { id: string }[] };
  expect(hotels).toHaveLength(1);
  return (hotels[0] as { id: string }).id;
}

/**
 * Puts photos into the hotel's library through the same API the upload dialog uses (the upload dialog has its
 * own journey in e2e/assets); each named `<name>.jpg`.
 */
export async function uploadPhotos(page: Page, hotelId: string, names: string[]) {
  const origin = new URL(page.url()).origin;
  for (const [index, name] of names.entries()) {
    const response = await page.request.post(`/api/hotels/${hotelId}/assets`, {
      headers: { origin },
      multipart: {
        category: 'Room Photos',
        file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: await photo(index + 11) },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}
