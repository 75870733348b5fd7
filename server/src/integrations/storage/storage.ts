import type { Readable } from 'node:stream';

/** What `put` accepts: bytes already in memory, or a stream (an upload) that is written as it arrives. */
export type StorageBody = Buffer | Uint8Array | Readable;

export interface PutOptions {
  /** Must be the type that belongs to the key's extension (see content-types.ts). */
  contentType: string;
  /**
   * Refuse to replace an existing object: `put` then fails with StorageKeyExistsError, and the caller
   * retries once with a fresh name. Keys carry timestamps, so a collision is rare but not impossible.
   */
  ifNotExists?: boolean;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Files the product keeps (profile photos, hotel assets). Keys are always built by the server, e.g.
 * `hotel-assets/{hotelId}/{timestamp}-{random}.webp`, never taken from a user; every method refuses a key
 * that could escape its folder (InvalidStorageKeyError). A key names one version forever: a new upload gets
 * a new key, which is what lets the app serve files with an immutable cache header.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Writes the whole object or nothing: a reader never sees a partly written file. */
  put(key: string, body: StorageBody, options: PutOptions): Promise<void>;
  /** The object as a stream with its type and size, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Removes every object under a folder-like prefix that ends with '/' (e.g. `hotel-assets/{hotelId}/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Where a browser fetches the object: the app's own `/files/{key}` route for both backends. */
  publicUrl(key: string): string;
}
