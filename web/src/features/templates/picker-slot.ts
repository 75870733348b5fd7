import type { ReactNode } from 'react';

/**
 * What the image picker hands back: at least the asset's id; the library's AssetView carries the rest, so the
 * image shows in the editor before the template is saved.
 */
export interface PickedTemplateImage {
  id: string;
  name?: string;
  thumbUrl?: string;
  url?: string;
}

/**
 * The image picker's props. Features are composed in route files, so the template editor takes the picker
 * (the assets feature's ImagePickerDialog) as a slot instead of importing it.
 */
export interface TemplatePickerSlotProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Images already in the template: the picker dims them. */
  selectedIds: readonly string[];
  /** The images picked at once, in the order picked ('Add 3 images'). */
  onPick(images: PickedTemplateImage[]): void;
  /** How many more images fit here and the rule in words; the picker stops a pick past it and says so. */
  limit?: { remaining: number; rule: string };
}

export type RenderTemplatePicker = (props: TemplatePickerSlotProps) => ReactNode;
