import { describe, expect, it } from 'vitest';
import { foundNote } from './found-note';

const none = { structuredPhotos: 0, structuredRooms: 0, pagePhotos: 0, openGraph: false };

describe('the result line', () => {
  it.each([
    [
      { structuredPhotos: 12, structuredRooms: 4, pagePhotos: 6 },
      '12 photos and 4 rooms from structured data, 6 photos from the page',
    ],
    [{ structuredPhotos: 1, structuredRooms: 1 }, '1 photo and 1 room from structured data'],
    [{ structuredRooms: 2 }, '2 rooms from structured data'],
    [{ pagePhotos: 1 }, '1 photo from the page'],
    [{ pagePhotos: 3, openGraph: true }, "3 photos from the page, details from the page's preview tags"],
    [{ openGraph: true }, "details from the page's preview tags"],
    [{}, 'no hotel details'],
  ])('says %j as %s', (found, note) => {
    expect(foundNote({ ...none, ...found })).toBe(note);
  });
});
