/**
 * The cover and order rules every gallery shares (spec part 2, section 4 "Cover rules" and "Hotel gallery"):
 * pure functions over the gallery's items, used by the server when it saves and by the web app as the user
 * edits. After every change the first item is the cover and display orders are 0, 1, 2...
 */
export interface GalleryItem {
  assetId: string;
  isCover: boolean;
  /** Missing or null counts as 999 when sorting. */
  displayOrder?: number | null;
}

/** Where an item without a display order sorts (spec part 2, section 9). */
export const missingDisplayOrder = 999;

/** Cover first, then display order (missing counting as 999); the sort is stable for equal orders. */
export function sortGallery<T extends GalleryItem>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        Number(b.item.isCover) - Number(a.item.isCover) ||
        (a.item.displayOrder ?? missingDisplayOrder) - (b.item.displayOrder ?? missingDisplayOrder) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/** Numbers the items in the order given and makes the first the cover. */
export function withCoverFirst<T extends GalleryItem>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, isCover: index === 0, displayOrder: index }));
}

/** Adds an item at the end; the first image added becomes the cover. One already present is skipped. */
export function addImage<T extends GalleryItem>(items: readonly T[], item: T): T[] {
  if (items.some((existing) => existing.assetId === item.assetId)) return [...items];
  return withCoverFirst([...items, item]);
}

/** Removes an item; removing the cover makes the first remaining image the cover, or none. */
export function removeImage<T extends GalleryItem>(items: readonly T[], assetId: string): T[] {
  return withCoverFirst(items.filter((item) => item.assetId !== assetId));
}

/** Setting a cover moves that image to the front. An unknown id changes nothing. */
export function setCover<T extends GalleryItem>(items: readonly T[], assetId: string): T[] {
  const chosen = items.find((item) => item.assetId === assetId);
  if (!chosen) return [...items];
  return withCoverFirst([chosen, ...items.filter((item) => item !== chosen)]);
}

/** Moves the item at `from` to `to`; reordering makes the first image the cover. */
export function moveImage<T extends GalleryItem>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return withCoverFirst(next);
}

/** The hotel gallery when it has no links yet: every image asset, in the order given, the first as cover. */
export function initialHotelGallery(assetIds: readonly string[]): GalleryItem[] {
  return withCoverFirst(assetIds.map((assetId) => ({ assetId, isCover: false })));
}
