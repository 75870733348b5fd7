import {
  hotelPictureByCategory,
  hotelPictureBySubject,
  roomPictureCategories,
} from '../../../features/hotel-features/opentravel-codes';
import { photoSubjects } from '@common/assets/photo-subjects';
import type { AlpineBitsPicture, LanguageCode } from '../content';
import { el, textEl, type XmlNode } from '../xml-writer';
import { clip, descriptions, textsToSend } from './texts';

/** Pictures as ImageItems: the URL, a category (PIC), a caption per language, a copyright notice when known. */

export function imageItem(
  picture: AlpineBitsPicture,
  category: number,
  languages: readonly LanguageCode[],
): XmlNode {
  const copyright = picture.copyright?.trim() ? clip(picture.copyright, 64) : undefined;
  return el('ImageItem', { Category: category }, [
    el('ImageFormat', { CopyrightNotice: copyright }, [textEl('URL', {}, picture.url)]),
    ...descriptions(textsToSend(picture.captions, languages)),
  ]);
}

/** A room's picture category: its bathroom, or the room (a suite's own code). */
export function roomPictureCategory(picture: AlpineBitsPicture, roomType: string): number {
  if (picture.subjects.includes('bathroom')) return roomPictureCategories.bathroom;
  return roomType === 'suite' ? roomPictureCategories.suite : roomPictureCategories.room;
}

/** A hotel picture's category by what it shows first, then by its library category; null: not a hotel picture. */
export function hotelPictureCategory(picture: AlpineBitsPicture): number | null {
  for (const subject of photoSubjects) {
    if (!picture.subjects.includes(subject)) continue;
    const code = hotelPictureBySubject[subject];
    if (code !== null) return code;
  }
  return hotelPictureByCategory[picture.assetCategory] ?? null;
}
