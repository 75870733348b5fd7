/**
 * A template's images as stored: the cover first, the others in their order (cover rules: setting a cover
 * moves it to the front). Without a cover id, or with one not among the images, the first image is the cover.
 */
export function coverFirst(imageIds: readonly string[], coverId: string | null): string[] {
  if (coverId === null || !imageIds.includes(coverId)) return [...imageIds];
  return [coverId, ...imageIds.filter((id) => id !== coverId)];
}
