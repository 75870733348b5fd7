import type { ReactNode } from 'react';
import type { PickerSlotProps } from '../picker-slot';

export interface RoomImageEditorProps {
  hotelId: string;
  roomId: string;
  renderPicker: (props: PickerSlotProps) => ReactNode;
}

/**
 * TEMPORARY STUB from the rooms-content branch, so its pages compile before the galleries branch lands; the
 * galleries branch's file replaces it on merge. It shows nothing.
 */
export function RoomImageEditor(_props: RoomImageEditorProps) {
  return null;
}
