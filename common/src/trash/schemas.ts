import { z } from 'zod';
import { assetUsageSchema } from './usage';

/** What can be in the trash; each lives in its own list's 'Trash' view. */
export const trashKinds = ['assets', 'rooms', 'templates'] as const;
export type TrashKind = (typeof trashKinds)[number];
export const trashKindSchema = z.enum(trashKinds);

/** At most this many photos in one delete: one confirmation, one request, one transaction. */
export const trashBulkMax = 500;

/** POST /api/hotels/:hotelId/assets/usage and /assets/trash: the photos one dialog is about, each once. */
export const assetSelectionSchema = z.object({
  assetIds: z
    .array(z.guid('Unknown image'))
    .min(1, 'Choose at least one image')
    .max(trashBulkMax, `At most ${trashBulkMax} images at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'An image is listed twice'),
});
export type AssetSelection = z.infer<typeof assetSelectionSchema>;

/** The answer of /assets/usage: where the photos are shown, combined. */
export const assetUsageResponseSchema = z.object({ usage: assetUsageSchema });
export type AssetUsageResponse = z.infer<typeof assetUsageResponseSchema>;

/** An item in the trash, as the 'Trash' views list it. */
export interface TrashItemView {
  id: string;
  name: string;
  /** A small picture for a photo, null for rooms and templates. */
  thumbUrl: string | null;
  deletedAt: string;
  /** When the purge job removes it for good. */
  purgeAt: string;
  daysLeft: number;
}

/** GET /api/hotels/:hotelId/trash/:kind, newest deletion first. */
export interface TrashListResponse {
  items: TrashItemView[];
}

/** POST /api/hotels/:hotelId/assets/trash answers how many photos went to the trash. */
export interface TrashMoveResponse {
  trashed: number;
}

/** What the server answers when an item is not (or no longer) in the trash, or cannot go back. */
export const trashTexts = {
  notInTrash: 'This item is not in the trash',
  /** A restore that would take a room or template past its image limit is refused (409). */
  roomFull: (room: string, max: number) =>
    `The room "${room}" already has ${max} images. Remove one there, then restore this photo.`,
  templateFull: (template: string, max: number) =>
    `The template "${template}" already has ${max} images. Remove one there, then restore this photo.`,
} as const;
