import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/** Files stored for a hotel's assets in the local storage folder. */
export function storedAssetFiles(testApp: TestApp, hotelId: string): string[] {
  try {
    return readdirSync(path.join(testApp.dataDir, 'files', 'hotel-assets', hotelId)).sort();
  } catch {
    return [];
  }
}

/** A photo-like JPEG: a gradient with a coloured block, different per seed, so images are not near-duplicates. */
export async function photo(seed: number, width = 640, height = 480) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = (y * width + x) * 3;
      const inBlock = ((x >> (5 + (seed % 3))) + (y >> (4 + (seed % 2))) + seed) % 3 === 0;
      raw[index] = (x * (seed + 3) + y * 7 + seed * 40) % 256;
      raw[index + 1] = inBlock ? (seed * 53) % 256 : (y * 3 + x) % 256;
      raw[index + 2] = ((x ^ y) * (seed + 1)) % 256;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
