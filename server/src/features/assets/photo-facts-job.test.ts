import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { assets } from '../../db/schema';
import { photo } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildImageAsset } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';
import { photoFactsJob, queuePhotoFactsPass, readFactsOfStoredOriginals } from './photo-facts-job';

const given = useAppWithHotel();

const rowOf = async (id: string) =>
  (await given.testApp.context.db.select().from(assets).where(eq(assets.id, id)))[0];

const pass = () => readFactsOfStoredOriginals(given.testApp.context, new AbortController().signal);

/** An asset stored before migration 0023: never read for its facts, with the placeholder facts of its row. */
async function storedBefore(file?: Buffer) {
  const asset = await buildImageAsset(given.testApp, given.hotelId, {
    originalCheckedAt: null,
    size: 1000,
    width: 640,
    height: 480,
  });
  if (file) await given.testApp.context.storage.put(asset.storageKey, file, { contentType: 'image/jpeg' });
  return asset;
}

const jpeg = async (seed: number, width: number, height: number) =>
  sharp(await photo(seed, width, height))
    .jpeg()
    .toBuffer();

describe('the photo facts job (issue 32)', () => {
  it('reads the pixel and byte size of an original stored before, once', async () => {
    const file = await jpeg(31, 800, 600);
    const asset = await storedBefore(file);
    expect(await pass()).toEqual({ checked: 1, missing: 0 });
    const row = await rowOf(asset.id);
    expect(row).toMatchObject({ width: 800, height: 600, size: file.length, originalMissing: false });
    expect(row?.originalCheckedAt).toBeInstanceOf(Date);
    expect(await pass()).toEqual({ checked: 0, missing: 0 });
  });

  it('gives a photo lying on its side (EXIF orientation 6) its size as shown', async () => {
    const file = await sharp(await photo(32, 640, 480))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const asset = await storedBefore(file);
    await pass();
    expect(await rowOf(asset.id)).toMatchObject({ width: 480, height: 640 });
  });

  it('marks an original missing from the storage without failing, and clears the mark once it is there', async () => {
    const missing = await storedBefore();
    const present = await storedBefore(await jpeg(33, 300, 200));
    expect(await pass()).toEqual({ checked: 1, missing: 1 });
    const marked = await rowOf(missing.id);
    expect(marked).toMatchObject({ originalMissing: true, width: 640, height: 480, size: 1000 });
    expect(marked?.originalCheckedAt).toBeInstanceOf(Date);
    expect(await rowOf(present.id)).toMatchObject({ originalMissing: false, width: 300, height: 200 });

    const file = await jpeg(34, 1024, 768);
    await given.testApp.context.storage.put(missing.storageKey, file, { contentType: 'image/jpeg' });
    expect(await pass()).toEqual({ checked: 1, missing: 0 });
    expect(await rowOf(missing.id)).toMatchObject({
      originalMissing: false,
      width: 1024,
      height: 768,
      size: file.length,
    });
  });

  it('leaves an original whose metadata is still to be removed to that job, which writes its facts', async () => {
    const asset = await buildImageAsset(given.testApp, given.hotelId, {
      originalCheckedAt: null,
      originalMetadataRemoved: false,
    });
    await given.testApp.context.storage.put(asset.storageKey, await jpeg(34, 320, 240), {
      contentType: 'image/jpeg',
    });
    expect(await pass()).toEqual({ checked: 0, missing: 0 });
    expect((await rowOf(asset.id))?.originalCheckedAt).toBeNull();
  });

  it('is not queued when every original is checked, and is while one is not', async () => {
    await pass();
    const jobs = { send: vi.fn().mockResolvedValue(undefined) };
    const deps = { db: given.testApp.context.db, jobs: { ...given.testApp.context.jobs, send: jobs.send } };
    expect(await queuePhotoFactsPass(deps)).toBe(false);
    expect(jobs.send).not.toHaveBeenCalled();
    await storedBefore(await jpeg(35, 320, 240));
    expect(await queuePhotoFactsPass(deps)).toBe(true);
    expect(jobs.send).toHaveBeenCalledWith(photoFactsJob, {});
  });

  it('is never needed for a new upload, whose facts are read as it is stored', async () => {
    const response = await uploadAsset(given.testApp, given.owner, given.hotelId, {
      name: 'garden.jpg',
      type: 'image/jpeg',
      content: await jpeg(36, 400, 300),
    });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json().asset.id);
    expect(row?.originalCheckedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ width: 400, height: 300, originalMissing: false });
  });

  it('runs from the queue at start', async () => {
    const asset = await storedBefore(await jpeg(37, 500, 400));
    // A restart: a second app on the same database and data folder.
    const restarted = await buildTestApp(
      { DATA_DIR: given.testApp.dataDir },
      { database: given.testApp.context.database },
    );
    try {
      await vi.waitFor(async () => expect(await rowOf(asset.id)).toMatchObject({ width: 500, height: 400 }), {
        timeout: 10_000,
        interval: 20,
      });
    } finally {
      await restarted.close();
    }
  });
});
