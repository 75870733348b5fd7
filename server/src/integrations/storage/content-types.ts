import { StorageContentTypeError } from './storage-errors';

/**
 * The content type of a stored file follows from its key's extension, on both backends. The local backend
 * therefore needs no sidecar metadata file: one file per object keeps `put` a single atomic rename, `delete`
 * a single unlink, and nothing can drift apart after a crash. Checking the type on `put` for S3 too keeps
 * both backends answering the same, so a deployment can move between them. The table holds no HTML or SVG:
 * whatever a caller stores, the app never serves a file a browser would run as a page on our origin.
 */
const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  tif: 'image/tiff',
  heic: 'image/heic',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const fallbackContentType = 'application/octet-stream';

/** The content type a key is served with; keys with an unknown or missing extension are plain bytes. */
export function contentTypeForKey(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return typesByExtension[extension] ?? fallbackContentType;
}

/**
 * Throws StorageContentTypeError when `contentType` is not the media type the key will be served with.
 * Parameters such as a charset are ignored: the table's value is what gets stored and served.
 */
export function assertContentTypeMatchesKey(key: string, contentType: string): void {
  const expected = contentTypeForKey(key);
  if (mediaType(contentType) !== mediaType(expected)) {
    throw new StorageContentTypeError(
      `content type ${contentType} does not match ${key} (expected ${expected})`,
    );
  }
}

const mediaType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();
