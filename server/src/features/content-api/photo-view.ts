import { hasAltText } from '@common/channels/alt-text';
import { sortGallery, withCoverFirst } from '@common/galleries/cover-rules';
import {
  renditionEdges,
  renditionSize,
  type ContentPhoto,
  type ContentRendition,
} from '@common/content-api/photos';
import type { PhotoTexts } from '../translations/published-texts';

/** What a photo answer is made of: the image's facts and its renditions' URLs as the storage gives them. */
export interface PhotoSource {
  assetId: string;
  name: string;
  width: number;
  height: number;
  thumbUrl: string;
  galleryUrl: string;
}

/**
 * The alt text a website can give a photo: its name without the file extension, as the channel readiness reads
 * it (common/src/channels/alt-text.ts); null for a camera's or phone's file name, which says nothing.
 */
export function altTextOf(name: string): string | null {
  if (!hasAltText(name)) return null;
  return name.trim().replace(/(\.[a-z0-9]{2,4})+$/i, '');
}

/** An absolute URL: clients of the API fetch files from outside the app's pages. */
export const absoluteUrl = (appUrl: string, path: string) => new URL(path, appUrl).toString();

function rendition(appUrl: string, name: ContentRendition['name'], url: string, photo: PhotoSource) {
  return {
    name,
    ...renditionSize(renditionEdges[name], photo.width, photo.height),
    mimeType: 'image/webp' as const,
    url: absoluteUrl(appUrl, url),
  };
}

/** A photo's texts by its id (translations/published-texts.ts findPhotoTexts). */
export type PhotoTextsOf = (assetId: string) => PhotoTexts;

/**
 * A photo at its place in its gallery (0 is the cover), with its texts per language. The alt text the hotel wrote
 * comes first; a photo without one keeps the alt text it always had, its name.
 */
export function presentPhoto(
  appUrl: string,
  photo: PhotoSource,
  position: number,
  texts: PhotoTexts,
): ContentPhoto {
  return {
    id: photo.assetId,
    altText: texts.primaryAltText ?? altTextOf(photo.name),
    altTexts: texts.altTexts,
    captions: texts.captions,
    width: photo.width,
    height: photo.height,
    isCover: position === 0,
    position,
    renditions: [
      rendition(appUrl, 'thumbnail', photo.thumbUrl, photo),
      rendition(appUrl, 'large', photo.galleryUrl, photo),
    ],
  };
}

/**
 * A gallery's stored links as photos, in the order every gallery shows (common/src/galleries/cover-rules.ts):
 * cover first, then by display order, numbered from 0. A cover whose photo went to the trash passes to the next.
 */
export function presentGalleryPhotos<Link extends PhotoSource & { isCover: boolean; displayOrder: number }>(
  appUrl: string,
  links: readonly Link[],
  textsOf: PhotoTextsOf,
): ContentPhoto[] {
  return withCoverFirst(sortGallery(links)).map((link, position) =>
    presentPhoto(appUrl, link, position, textsOf(link.assetId)),
  );
}
