import { useMemo } from 'react';
import type { galleryCatalogue } from '@web/locales/galleries';
import { useGalleryTexts } from '@web/locales/galleries';

/**
 * The sortable grid speaks the language of the screen around it: English on the rooms page, German on the
 * hotel content page (spec part 2, section 2). Drag labels and announcements follow the same pattern in both.
 */
export interface SortableGridTexts {
  gridLabel: string;
  /** Replaces dnd-kit's English 'sortable' role description. */
  roleDescription: string;
  moveImage(name: string): string;
  coverBadge: string;
  setAsCover: string;
  setAsCoverLabel(name: string): string;
  remove: string;
  removeLabel(name: string): string;
  instructions: string;
  pickedUp(name: string, position: number, total: number): string;
  movedTo(name: string, position: number, total: number): string;
  droppedAt(name: string, position: number, total: number): string;
  cancelled(name: string, position: number, total: number): string;
}

export type GridLanguage = 'en' | 'de';

/** The grid's texts in one language, read from the galleries catalogue with `t`. */
export function sortableGridTexts(t: typeof galleryCatalogue, language: GridLanguage): SortableGridTexts {
  const at = `grid.${language}` as const;
  const position =
    (key: 'pickedUp' | 'movedTo' | 'droppedAt' | 'cancelled') =>
    (name: string, place: number, total: number) =>
      t(`${at}.${key}`, { name, position: place, total });
  return {
    gridLabel: t(`${at}.gridLabel`),
    roleDescription: t(`${at}.roleDescription`),
    moveImage: (name) => t(`${at}.moveImage`, { name }),
    coverBadge: t(`${at}.coverBadge`),
    setAsCover: t(`${at}.setAsCover`),
    setAsCoverLabel: (name) => t(`${at}.setAsCoverLabel`, { name }),
    remove: t(`${at}.remove`),
    removeLabel: (name) => t(`${at}.removeLabel`, { name }),
    instructions: t(`${at}.instructions`),
    pickedUp: position('pickedUp'),
    movedTo: position('movedTo'),
    droppedAt: position('droppedAt'),
    cancelled: position('cancelled'),
  };
}

/** The grid's texts for a screen: the same object until the language changes (the grid memoizes on it). */
export function useSortableGridTexts(language: GridLanguage): SortableGridTexts {
  const t = useGalleryTexts();
  return useMemo(() => sortableGridTexts(t, language), [t, language]);
}
