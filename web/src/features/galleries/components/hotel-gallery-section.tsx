import type { ReactNode } from 'react';
import type { PickerSlotProps } from '../picker-slot';

export interface HotelGallerySectionProps {
  hotelId: string;
  roomId: string | null;
  sortOpen: boolean;
  onSortOpenChange(open: boolean): void;
  renderPicker: (props: PickerSlotProps) => ReactNode;
}

/**
 * TEMPORARY STUB from the rooms-content branch, so its pages compile before the galleries branch lands; the
 * galleries branch's file replaces it on merge. It shows nothing.
 */
export function HotelGallerySection(_props: HotelGallerySectionProps) {
  return null;
}
