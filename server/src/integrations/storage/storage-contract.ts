import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Storage, StoredFile } from './storage';
import { InvalidStorageKeyError, StorageContentTypeError, StorageKeyExistsError } from './storage-errors';

export interface StorageHarness {
  storage: Storage;
  /** Everything the backend holds, temporary files included: proves a failed put leaves nothing behind. */
  leftovers(): Promise<string[]>;
  cleanup(): Promise<void>;
}

/**
 * The behaviour every backend promises, run once per backend (local-storage.test.ts, s3-storage.test.ts)
 * so the two cannot drift apart.
 */
export function describeStorageContract(name: string, openHarness: () => Promise<StorageHarness>) {
  describe(`${name} storage`, () => {
    let harness: StorageHarness;
    let storage: Storage;
    beforeEach(async () => {
      harness = await openHarness();
      storage = harness.storage;
    });
    afterEach(async () => {
      await harness.cleanup();
    });

    const photo = Buffer.from('not really a jpeg, but bytes all the same');

    it('puts bytes and gets them back with type and size', async () => {
      await storage.put('profile-photos/u1/1700000000000.jpg', photo, { contentType: 'image/jpeg' });
      const file = await storage.get('profile-photos/u1/1700000000000.jpg');
      expect(file?.contentType).toBe('image/jpeg');
      expect(file?.size).toBe(photo.length);
      expect(await readBody(file)).toEqual(photo);
      expect(await storage.exists('profile-photos/u1/1700000000000.jpg')).toBe(true);
    });

    it('writes a stream as it arrives', async () => {
      const chunks = [Buffer.from('first,'), Buffer.from('second,'), Buffer.from('third')];
      await storage.put('hotel-assets/h1/1-abc.txt', Readable.from(chunks), { contentType: 'text/plain' });
      expect((await readBody(await storage.get('hotel-assets/h1/1-abc.txt'))).toString()).toBe(
        'first,second,third',
      );
    });

    it.each([
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
      ['a.JPEG', 'image/jpeg'],
      ['a.pdf', 'application/pdf'],
      ['a.txt', 'text/plain; charset=utf-8'],
      ['no-extension', 'application/octet-stream'],
    ])('keeps the content type of %s as %s', async (name, contentType) => {
      await storage.put(`types/${name}`, photo, { contentType });
      const file = await storage.get(`types/${name}`);
      file?.body.destroy();
      expect(file?.contentType).toBe(contentType);
    });

    it('refuses a content type that does not match the extension and stores nothing', async () => {
      await expect(storage.put('a/b.jpg', photo, { contentType: 'text/html' })).rejects.toBeInstanceOf(
        StorageContentTypeError,
      );
      expect(await storage.exists('a/b.jpg')).toBe(false);
    });

    it('answers null and false for a key it does not hold', async () => {
      expect(await storage.get('missing/file.jpg')).toBeNull();
      expect(await storage.exists('missing/file.jpg')).toBe(false);
    });

    it('treats a folder-like prefix as no object', async () => {
      await storage.put('folder/inner/file.jpg', photo, { contentType: 'image/jpeg' });
      expect(await storage.get('folder/inner')).toBeNull();
      expect(await storage.exists('folder/inner')).toBe(false);
    });

    it('replaces an object when ifNotExists is not set', async () => {
      await storage.put('a/b.txt', Buffer.from('old'), { contentType: 'text/plain' });
      await storage.put('a/b.txt', Buffer.from('new'), { contentType: 'text/plain' });
      expect((await readBody(await storage.get('a/b.txt'))).toString()).toBe('new');
    });

    it('fails with StorageKeyExistsError on an ifNotExists collision and keeps the first object', async () => {
      await storage.put('a/b.txt', Buffer.from('first'), { contentType: 'text/plain', ifNotExists: true });
      const second = storage.put('a/b.txt', Buffer.from('second'), {
        contentType: 'text/plain',
        ifNotExists: true,
      });
      await expect(second).rejects.toBeInstanceOf(StorageKeyExistsError);
      expect((await readBody(await storage.get('a/b.txt'))).toString()).toBe('first');
      expect(await harness.leftovers()).toEqual(['a/b.txt']);
    });

    it('deletes one object, and deleting a missing one is no error', async () => {
      await storage.put('a/b.jpg', photo, { contentType: 'image/jpeg' });
      await storage.delete('a/b.jpg');
      expect(await storage.exists('a/b.jpg')).toBe(false);
      await expect(storage.delete('a/b.jpg')).resolves.toBeUndefined();
    });

    it('deletes many objects and keeps the others', async () => {
      for (const key of ['m/1.jpg', 'm/2.jpg', 'm/3.jpg'])
        await storage.put(key, photo, { contentType: 'image/jpeg' });
      await storage.deleteMany(['m/1.jpg', 'm/3.jpg', 'm/never-stored.jpg']);
      expect(await harness.leftovers()).toEqual(['m/2.jpg']);
    });

    it('deletes everything under a prefix and nothing under a longer sibling', async () => {
      const keys = [
        'hotel-assets/1/a.jpg',
        'hotel-assets/1/deep/b.jpg',
        'hotel-assets/12/c.jpg',
        'other/d.jpg',
      ];
      for (const key of keys) await storage.put(key, photo, { contentType: 'image/jpeg' });
      await storage.deletePrefix('hotel-assets/1/');
      expect((await harness.leftovers()).sort()).toEqual(['hotel-assets/12/c.jpg', 'other/d.jpg']);
      await expect(storage.deletePrefix('never-used/')).resolves.toBeUndefined();
    });

    it.each(['', '/', 'hotel-assets', '../', '/hotel-assets/', 'a\\b/'])(
      'refuses the prefix %j',
      async (prefix) => {
        await storage.put('hotel-assets/1/a.jpg', photo, { contentType: 'image/jpeg' });
        await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidStorageKeyError);
        expect(await storage.exists('hotel-assets/1/a.jpg')).toBe(true);
      },
    );

    it.each([
      '../x',
      '/abs',
      'a\\b',
      '',
      'a/../b',
      'a//b',
      'a/',
      '.hidden',
      'a/.tmp',
      'a b',
      'ümlaut.jpg',
      '..',
    ])('refuses the key %j in every method', async (key) => {
      const refused = expect.any(InvalidStorageKeyError);
      await expect(storage.put(key, photo, { contentType: 'application/octet-stream' })).rejects.toEqual(
        refused,
      );
      await expect(storage.get(key)).rejects.toEqual(refused);
      await expect(storage.exists(key)).rejects.toEqual(refused);
      await expect(storage.delete(key)).rejects.toEqual(refused);
      await expect(storage.deleteMany(['fine.jpg', key])).rejects.toEqual(refused);
      expect(() => storage.publicUrl(key)).toThrow(InvalidStorageKeyError);
      expect(await harness.leftovers()).toEqual([]);
    });

    it('refuses a whole deleteMany list when one key is bad, deleting none of it', async () => {
      await storage.put('keep/a.jpg', photo, { contentType: 'image/jpeg' });
      await expect(storage.deleteMany(['keep/a.jpg', '../escape'])).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      expect(await storage.exists('keep/a.jpg')).toBe(true);
    });

    it('leaves nothing behind when the source stream fails half-way', async () => {
      await expect(
        storage.put('uploads/broken.jpg', failingStream(), { contentType: 'image/jpeg' }),
      ).rejects.toThrow('connection reset');
      expect(await storage.exists('uploads/broken.jpg')).toBe(false);
      expect(await harness.leftovers()).toEqual([]);
    });

    it('keeps the previous object when a replacing stream fails half-way', async () => {
      await storage.put('uploads/photo.jpg', photo, { contentType: 'image/jpeg' });
      await expect(
        storage.put('uploads/photo.jpg', failingStream(), { contentType: 'image/jpeg' }),
      ).rejects.toThrow();
      expect(await readBody(await storage.get('uploads/photo.jpg'))).toEqual(photo);
      expect(await harness.leftovers()).toEqual(['uploads/photo.jpg']);
    });

    it('gives the app route as the public URL', () => {
      expect(storage.publicUrl('hotel-assets/h1/1700000000000-x1y2.webp')).toBe(
        '/files/hotel-assets/h1/1700000000000-x1y2.webp',
      );
    });
  });
}

/** A source that sends some bytes and then breaks, like an upload whose connection drops. */
function failingStream(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(64 * 1024, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('connection reset');
    })(),
  );
}

async function readBody(file: StoredFile | null): Promise<Buffer> {
  if (!file) throw new Error('expected a stored file');
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
