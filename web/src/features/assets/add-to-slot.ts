import type { ReactNode } from 'react';

/**
 * The library's 'Add to room' and 'Add to template' dialogs. Features are composed in route files, so the
 * library takes them as a slot: the galleries feature links images to a room, the templates feature to a
 * template.
 */
export interface AddToSlotProps {
  kind: 'room' | 'template';
  assetIds: string[];
  onClose(): void;
  /** Called once the images are linked, with the sentence that says where they are now. */
  onAdded(message: string): void;
}

export type RenderAddTo = (props: AddToSlotProps) => ReactNode;
