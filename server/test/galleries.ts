import { asc, eq } from 'drizzle-orm';
import { vi } from 'vitest';
import type { GalleryImageView, GalleryView } from '@common/galleries/schemas';
import { propertyAssets, roomAssets } from '../src/db/schema';
import { BatchedTurns } from '../src/lib/batched-turns';
import { buildHotel, buildImageAsset, buildRoom } from './factories';
import type { TestApp } from './test-app';

/** A hotel of `ownerId` with a room and `count` images, oldest first, and the URLs of both galleries. */
export async function hotelWithImages(testApp: TestApp, ownerId: string, count: number) {
  const hotelId = (await buildHotel(testApp, ownerId)).id;
  const room = await buildRoom(testApp, hotelId);
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const image = await buildImageAsset(testApp, hotelId, {
      name: `photo-${index}.jpg`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
    });
    ids.push(image.id);
  }
  return {
    hotelId,
    roomId: room.id,
    ids,
    hotelUrl: `/api/hotels/${hotelId}/gallery`,
    roomUrl: `/api/hotels/${hotelId}/rooms/${room.id}/gallery`,
  };
}

/** The stored links of a hotel's gallery, by display order. */
export const storedHotelLinks = (testApp: TestApp, hotelId: string) =>
  testApp.context.db
    .select({
      assetId: propertyAssets.assetId,
      isCover: propertyAssets.isCover,
      displayOrder: propertyAssets.displayOrder,
    })
    .from(propertyAssets)
    .where(eq(propertyAssets.hotelId, hotelId))
    .orderBy(asc(propertyAssets.displayOrder), asc(propertyAssets.assetId));

/** The stored links of a room's gallery, by display order. */
export const storedRoomLinks = (testApp: TestApp, roomId: string) =>
  testApp.context.db
    .select({
      assetId: roomAssets.assetId,
      isCover: roomAssets.isCover,
      displayOrder: roomAssets.displayOrder,
    })
    .from(roomAssets)
    .where(eq(roomAssets.roomId, roomId))
    .orderBy(asc(roomAssets.displayOrder), asc(roomAssets.assetId));

/** What a consistent stored gallery of these ids looks like: in order, the first the cover, orders 0, 1, 2... */
export const consistent = (ids: readonly string[]) =>
  ids.map((assetId, displayOrder) => ({ assetId, isCover: displayOrder === 0, displayOrder }));

/** The answer expected for `order`: each image as `known` shows it (name, URLs, size), at its new place. */
export const expectedGallery = (
  known: readonly GalleryImageView[],
  order: readonly string[],
): GalleryView => {
  const byId = new Map(known.map((image) => [image.assetId, image]));
  return {
    images: order.map((assetId, index) => {
      const image = byId.get(assetId);
      if (!image) throw new Error(`no view of ${assetId}`);
      return { ...image, isCover: index === 0, displayOrder: index };
    }),
  };
};

/** A reproducible shuffle (mulberry32), so that a failure can be replayed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Whether two orders hold the same ids in the same places. An order watchTurns saw is the request body's own
 * copy, never the array the test sent, so it is found by its ids.
 */
export const sameIds = (order: readonly string[], other: readonly string[]) =>
  order.length === other.length && order.every((id, index) => id === other[index]);

/**
 * Watches the order saves' turns: the orders in the order they were submitted (arrival order, which decides
 * what is stored last) and the size of each turn.
 */
export function watchTurns() {
  const submitted: (readonly string[])[] = [];
  const turnSizes: number[] = [];
  const submit = BatchedTurns.prototype.submit;
  vi.spyOn(BatchedTurns.prototype, 'submit').mockImplementation(function (
    this: BatchedTurns<readonly string[], GalleryView>,
    key,
    value,
    turn,
  ) {
    submitted.push(value);
    return submit.call(this, key, value, (batch) => {
      turnSizes.push(batch.length);
      return turn(batch);
    });
  });
  return { submitted, turnSizes };
}
