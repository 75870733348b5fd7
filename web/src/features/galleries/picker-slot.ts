import type { ReactNode } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';

/**
 * What the picker hands back: at least the asset's id; the library's AssetView carries the rest, so the image
 * can be shown before the gallery is saved.
 */
export type PickedImage = { id: string } & Partial<
  Pick<GalleryImageView, 'name' | 'category' | 'url' | 'thumbUrl' | 'galleryUrl' | 'width' | 'height'>
>;

/**
 * The image picker's props. Features are composed in route files, so the galleries take the picker (the
 * assets feature's ImagePickerDialog) as a slot instead of importing it.
 */
export interface PickerSlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Images already in the gallery: the picker dims them. */
  selectedIds: readonly string[];
  /** The images picked at once, in the order picked ('Add 3 images'). */
  onPick(images: PickedImage[]): void;
  /** How many more images fit here and the rule in words; the picker stops a pick past it and says so. */
  limit?: { remaining: number; rule: string };
}

export type RenderPicker = (props: PickerSlotProps) => ReactNode;
