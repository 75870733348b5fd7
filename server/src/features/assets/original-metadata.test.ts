import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { assets } from '../../db/schema';
import { photo } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildImageAsset } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';
import { removeMetadataOfStoredOriginals } from './original-metadata-job';

const artist = 'Jane Photographer';
const gps = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '47/1 33/1 0/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '9/1 41/1 0/1',
};

/** A 640x480 camera photo lying on its side (orientation 6), with GPS, the photographer and a P3 profile. */
async function cameraPhoto(seed: number) {
  return sharp(await photo(seed))
    .jpeg({ quality: 90 })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: artist }, IFD3: gps })
    .toBuffer();
}

const given = useAppWithHotel();

const served = async (url: string) => (await given.testApp.app.inject({ method: 'GET', url })).rawPayload;

async function expectUprightWithoutMetadata(file: Buffer) {
  const metadata = await sharp(file).metadata();
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(file.includes(artist)).toBe(false);
  expect(metadata.orientation ?? 1).toBe(1);
  expect([metadata.width, metadata.height]).toEqual([480, 640]);
  expect(metadata.icc).toBeDefined();
}

const rowOf = async (id: string) =>
  (await given.testApp.context.db.select().from(assets).where(eq(assets.id, id)))[0];

describe('uploaded originals', () => {
  it('are served without GPS or the photographer, turned upright, with their colour profile', async () => {
    const upload = await cameraPhoto(21);
    const metadataBefore = await sharp(upload).metadata();
    expect(metadataBefore.exif).toBeDefined();
    expect(metadataBefore.orientation).toBe(6);

    const response = await uploadAsset(given.testApp, given.owner, given.hotelId, {
      name: 'terrace.jpg',
      type: 'image/jpeg',
      content: upload,
    });
    expect(response.statusCode).toBe(201);
    const { asset } = response.json();
    const file = await served(asset.url);
    await expectUprightWithoutMetadata(file);
    expect(asset).toMatchObject({ width: 480, height: 640 });
    expect(await rowOf(asset.id)).toMatchObject({ size: file.length, width: 480, height: 640 });
  });

  it('lose the EXIF of a PNG and the EXIF and XMP of a WebP', async () => {
    const base = await photo(22, 200, 150);
    const png = await sharp(base)
      .png()
      .withExif({ IFD0: { Artist: artist }, IFD3: gps })
      .toBuffer();
    const webp = await sharp(base)
      .webp()
      .withExif({ IFD0: { Artist: artist }, IFD3: gps })
      .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><creator>${artist}</creator></x:xmpmeta>`)
      .toBuffer();
    for (const [name, type, content] of [
      ['pool.png', 'image/png', png],
      ['pool.webp', 'image/webp', webp],
    ] as const) {
      expect(content.includes(artist)).toBe(true);
      const response = await uploadAsset(given.testApp, given.owner, given.hotelId, { name, type, content });
      expect(response.statusCode).toBe(201);
      const file = await served(response.json().asset.url);
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.includes(artist)).toBe(false);
    }
  });
});

describe('originals stored before', () => {
  /** An original as uploads stored it before: the file as it came, its row unmarked with the header's size. */
  async function storedBefore(seed: number) {
    const bytes = await cameraPhoto(seed);
    const asset = await buildImageAsset(given.testApp, given.hotelId, {
      originalMetadataRemoved: false,
      size: bytes.length,
      width: 640,
      height: 480,
    });
    await given.testApp.context.storage.put(asset.storageKey, bytes, { contentType: 'image/jpeg' });
    return asset;
  }

  it('lose their metadata in one pass that marks them, and a second pass finds nothing', async () => {
    const asset = await storedBefore(23);
    const alreadyDone = await buildImageAsset(given.testApp, given.hotelId);

    expect(await removeMetadataOfStoredOriginals(given.testApp.context, new AbortController().signal)).toBe(
      1,
    );
    const file = await served(`/files/${asset.storageKey}`);
    await expectUprightWithoutMetadata(file);
    expect(await rowOf(asset.id)).toMatchObject({
      originalMetadataRemoved: true,
      size: file.length,
      width: 480,
      height: 640,
    });
    // Its facts are the rewritten file's: the photo facts job has nothing to read again (issue 32).
    expect((await rowOf(asset.id))?.originalCheckedAt).toBeInstanceOf(Date);
    expect(await rowOf(alreadyDone.id)).toMatchObject({ size: 1000, width: 640, height: 480 });

    expect(await removeMetadataOfStoredOriginals(given.testApp.context, new AbortController().signal)).toBe(
      0,
    );
  });

  it('are left for the next pass when the app stops first', async () => {
    const asset = await storedBefore(24);
    const stopped = new AbortController();
    stopped.abort();
    expect(await removeMetadataOfStoredOriginals(given.testApp.context, stopped.signal)).toBe(0);
    expect(await rowOf(asset.id)).toMatchObject({ originalMetadataRemoved: false });
    expect(await removeMetadataOfStoredOriginals(given.testApp.context, new AbortController().signal)).toBe(
      1,
    );
  });

  it('are rewritten by the job the app queues at start', async () => {
    const asset = await storedBefore(25);
    // A restart: a second app on the same database and data folder.
    const restarted = await buildTestApp(
      { DATA_DIR: given.testApp.dataDir },
      { database: given.testApp.context.database },
    );
    try {
      await vi.waitFor(
        async () => expect(await rowOf(asset.id)).toMatchObject({ originalMetadataRemoved: true }),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      await expectUprightWithoutMetadata(await served(`/files/${asset.storageKey}`));
    } finally {
      await restarted.close();
    }
  });
});
