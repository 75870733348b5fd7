import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, pendingFiles } from '../../db/schema';
import { originalWithoutMetadata } from '../../lib/image-metadata/original-without-metadata';
import { photo, storedAssetFiles } from '../../../test/asset-files';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { multipartBody, uploadAsset } from '../../../test/uploads';
import { storeAssetFiles, storedKeyList } from '../assets/asset-files';
import { makeRenditions } from '../assets/renditions';
import { pendingFor, recordPendingFiles, releaseStoredFiles, uploadFilesPendingMs } from './pending-files';
import { sweepPendingFiles } from './pending-files-sweep';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const minutes = (count: number) => count * 60_000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

async function pendingKeys() {
  const rows = await testApp.context.db.select({ key: pendingFiles.key }).from(pendingFiles);
  return rows.map((row) => row.key).sort();
}

const fileNames = (keys: string[]) => keys.map((key) => key.split('/').pop()).sort();

/** What an upload request stores before it inserts its row: the request dies right after this. */
async function storeAsADyingUpload(hotelId: string, seed: number, pendingUntil: Date) {
  const bytes = await photo(seed, 160, 120);
  const original = await originalWithoutMetadata(bytes);
  const renditions = await makeRenditions(bytes);
  return storedKeyList(
    await storeAssetFiles(testApp.context, hotelId, original, renditions, { pendingUntil }),
  );
}

const deleteAs = (url: string) =>
  testApp.app.inject({ method: 'DELETE', url, headers: { cookie: owner.cookie, origin: testAppUrl } });

describe('files waiting for their row', () => {
  it('leaves no pending record after an upload, and the sweep leaves its files alone', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const response = await uploadAsset(testApp, owner, hotel.id, {
      name: 'garden.jpg',
      type: 'image/jpeg',
      content: await photo(11),
    });
    expect(response.statusCode).toBe(201);
    expect(await pendingKeys()).toEqual([]);
    expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(3);

    expect(await sweepPendingFiles(testApp.context, later(new Date(), minutes(24 * 60)))).toBe(0);
    expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(3);
  });

  it('removes the files of a request that died before its row, once their record has expired', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const start = new Date();
    const died = await storeAsADyingUpload(hotel.id, 21, pendingFor(uploadFilesPendingMs, start));
    const stillWorking = await storeAsADyingUpload(hotel.id, 22, pendingFor(minutes(60), start));
    expect(storedAssetFiles(testApp, hotel.id)).toEqual(fileNames([...died, ...stillWorking]));
    expect(await pendingKeys()).toEqual([...died, ...stillWorking].sort());

    // Before the expiry nothing is touched: the request may still be about to write its row.
    expect(await sweepPendingFiles(testApp.context, later(start, minutes(14)))).toBe(0);
    expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(6);

    expect(await sweepPendingFiles(testApp.context, later(start, minutes(16)))).toBe(3);
    expect(storedAssetFiles(testApp, hotel.id)).toEqual(fileNames(stillWorking));
    expect(await pendingKeys()).toEqual([...stillWorking].sort());

    expect(await sweepPendingFiles(testApp.context, later(start, minutes(61)))).toBe(3);
    expect(storedAssetFiles(testApp, hotel.id)).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
  });

  it('keeps the files of an asset in the trash, and leaves no files and no records once it is deleted for good', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const asset = (
      await uploadAsset(testApp, owner, hotel.id, {
        name: 'old.jpg',
        type: 'image/jpeg',
        content: await photo(31),
      })
    ).json().asset;
    const trashed = await deleteAs(`/api/hotels/${hotel.id}/assets/${asset.id}`);
    expect(trashed.statusCode).toBe(204);
    // In the trash for 30 days, restorable: its files stay.
    expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(3);
    const deleted = await deleteAs(`/api/hotels/${hotel.id}/trash/assets/${asset.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(storedAssetFiles(testApp, hotel.id)).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
  });

  it('removes the files of a deleted asset whose process died before removing them, at the next sweep', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    await uploadAsset(testApp, owner, hotel.id, {
      name: 'old.jpg',
      type: 'image/jpeg',
      content: await photo(41),
    });
    const [row] = await testApp.context.db.select().from(assets).where(eq(assets.hotelId, hotel.id));
    if (!row) throw new Error('the upload made no asset');
    const keys = [row.storageKey, row.thumbKey, row.galleryKey];
    // The delete's transaction commits; the process dies before it removes the files.
    await testApp.context.db.transaction(async (tx) => {
      await tx.delete(assets).where(eq(assets.id, row.id));
      await releaseStoredFiles(tx, keys);
    });
    expect(storedAssetFiles(testApp, hotel.id)).toHaveLength(3);

    expect(await sweepPendingFiles(testApp.context, new Date())).toBe(3);
    expect(storedAssetFiles(testApp, hotel.id)).toEqual([]);
    expect(await pendingKeys()).toEqual([]);
  });

  it('sweeps the records of a deleted hotel without error, its folder being gone already', async () => {
    const chainOwner = await buildUser(testApp);
    await buildHotel(testApp, chainOwner.id, { type: 'chain' });
    const hotel = await buildHotel(testApp, chainOwner.id, { type: 'chain' });
    const start = new Date();
    const died = await storeAsADyingUpload(hotel.id, 51, pendingFor(uploadFilesPendingMs, start));
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}`,
      headers: { cookie: chainOwner.cookie, origin: testAppUrl },
    });
    expect(response.statusCode).toBe(204);
    expect(storedAssetFiles(testApp, hotel.id)).toEqual([]);
    // The hotel's folder record went with its removal; the dying upload's records wait for their expiry.
    expect(await pendingKeys()).toEqual([...died].sort());

    expect(await sweepPendingFiles(testApp.context, later(start, minutes(16)))).toBe(3);
    expect(await pendingKeys()).toEqual([]);
  });

  it('leaves no pending record when a profile photo replaces another, and only the new photo stored', async () => {
    const photoKeys: string[] = [];
    for (const seed of [61, 62]) {
      const { payload, headers } = multipartBody(
        'photo',
        'me.jpg',
        'image/jpeg',
        await photo(seed, 200, 200),
      );
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/profile/photo',
        payload,
        headers: { ...headers, cookie: owner.cookie, origin: testAppUrl },
      });
      expect(response.statusCode).toBe(200);
      photoKeys.push(response.json().profile.photoUrl.slice('/files/'.length));
    }
    expect(await pendingKeys()).toEqual([]);
    const [replaced, current] = photoKeys as [string, string];
    expect(await testApp.context.storage.exists(replaced)).toBe(false);
    expect(await testApp.context.storage.exists(current)).toBe(true);
  });

  it('deletes each file once when two processes sweep at the same time', async () => {
    const { db, storage, log } = testApp.context;
    const keys = Array.from(
      { length: 40 },
      (_, index) => `sweep-race/file-${String(index).padStart(2, '0')}.txt`,
    );
    await recordPendingFiles(db, keys, new Date());
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });

    const deletions = new Map<string, number>();
    const counting = new Proxy(storage, {
      get(target, property) {
        if (property === 'deleteMany')
          return async (many: readonly string[]) => {
            for (const key of many) deletions.set(key, (deletions.get(key) ?? 0) + 1);
            await target.deleteMany(many);
          };
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const sweeps = await Promise.all(
      [1, 2].map(() => sweepPendingFiles({ db, storage: counting, log }, later(new Date(), 1000), 7)),
    );
    expect(sweeps.reduce((sum, removed) => sum + removed, 0)).toBe(keys.length);
    expect([...deletions.keys()].sort()).toEqual(keys);
    expect([...deletions.values()].every((count) => count === 1)).toBe(true);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    expect(await pendingKeys()).toEqual([]);
  });
});
