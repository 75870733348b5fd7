import { z } from 'zod';
import { assetUsageSchema } from './usage';
import { textWith } from '../messages/text-with';

/** What can be in the trash; each lives in its own list's 'Trash' view. */
export const trashKinds = ['assets', 'rooms', 'templates'] as const;
export type TrashKind = (typeof trashKinds)[number];
export const trashKindSchema = z.enum(trashKinds);

/** At most this many photos in one delete: one confirmation, one request, one transaction. */
export const trashBulkMax = 500;

/** What the server answers when an item is not (or no longer) in the trash, or cannot go back. */
export const trashTexts = {
  notInTrash: 'This item is not in the trash',
  // The photo selection's checks (assetSelectionSchema below).
  unknownImage: 'Unknown image',
  noImages: 'Choose at least one image',
  tooMany: `At most ${trashBulkMax} images at once`,
  listedTwice: 'An image is listed twice',
  /** A restore that would take a room or template past its image limit is refused (409). */
  roomFull: textWith(
    'The room "{room}" already has {max} images. Remove one there, then restore this photo.',
    'room',
    'max',
  ),
  templateFull: textWith(
    'The template "{template}" already has {max} images. Remove one there, then restore this photo.',
    'template',
    'max',
  ),
} as const;

/** POST /api/hotels/:hotelId/assets/usage and /assets/trash: the photos one dialog is about, each once. */
export const assetSelectionSchema = z.object({
  assetIds: z
    .array(z.guid(trashTexts.unknownImage))
    .min(1, trashTexts.noImages)
    .max(trashBulkMax, trashTexts.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, trashTexts.listedTwice),
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
