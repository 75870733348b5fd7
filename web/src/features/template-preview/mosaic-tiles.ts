/** The most images the preview's mosaic shows (spec part 2, section 9). */
export const mosaicMaxImages = 8;

export interface MosaicTiles<T> {
  large: T | null;
  medium: T[];
  small: T[];
}

/** The mosaic's tiles: the first image large (the cover), then two medium, then up to five small. */
export function mosaicTiles<T>(images: readonly T[]): MosaicTiles<T> {
  const shown = images.slice(0, mosaicMaxImages);
  return { large: shown[0] ?? null, medium: shown.slice(1, 3), small: shown.slice(3) };
}
