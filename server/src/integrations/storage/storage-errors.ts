/** A key or prefix that is empty, absolute, has `..`, a backslash or a character outside [A-Za-z0-9._/-]. */
export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';
}

/** `put` with `ifNotExists` found an object under the key already; callers retry with a fresh name. */
export class StorageKeyExistsError extends Error {
  override readonly name = 'StorageKeyExistsError';

  constructor(readonly key: string) {
    super(`storage key already exists: ${key}`);
  }
}

/** The content type given to `put` is not the one that belongs to the key's extension. */
export class StorageContentTypeError extends Error {
  override readonly name = 'StorageContentTypeError';
}
