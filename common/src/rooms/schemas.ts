import { z } from 'zod';
import { limits } from '../limits';
import { withoutControlCharacters } from '../text';
import type { RoomFacts } from './room-facts';
import { roomFactsInputShape, sendsRoomFacts } from './room-facts-schema';
import { normalizeRoomType } from './room-types';
import { roomTexts } from './texts';

const plainText = z.string().transform((text) => withoutControlCharacters(text).trim());

const roomName = plainText.pipe(
  z.string().min(1, roomTexts.nameRequired).max(limits.roomNameMaxLength, roomTexts.nameTooLong),
);
/** Any of the listed types, or free text from an import; blank means 'standard room'. Stored lowercase. */
const roomType = plainText
  .pipe(z.string().max(limits.roomTypeMaxLength, roomTexts.typeTooLong))
  .transform(normalizeRoomType);

/** POST /api/hotels/:hotelId/rooms: a name, and a type and facts if known. */
export const roomCreateSchema = z.object({
  name: roomName,
  type: roomType.optional().default(''),
  ...roomFactsInputShape,
});
export type RoomCreate = z.input<typeof roomCreateSchema>;

/** PATCH /api/hotels/:hotelId/rooms/:roomId: rename, retype, state facts (issue 32), or any of them together. */
export const roomUpdateSchema = z
  .object({ name: roomName.optional(), type: roomType.optional(), ...roomFactsInputShape })
  .refine(
    (value) => value.name !== undefined || value.type !== undefined || sendsRoomFacts(value),
    roomTexts.nothingToChange,
  );
export type RoomUpdate = z.input<typeof roomUpdateSchema>;

/** GET /api/hotels/:hotelId/rooms?order=created (rooms page) or name (content page, the default). */
export const roomListQuerySchema = z.object({ order: z.enum(['created', 'name']).default('name') });

export interface RoomView {
  id: string;
  name: string;
  /** Stored lowercase: one of roomTypes, 'standard room', or an imported type. */
  type: string;
  /** The cover image's thumbnail (WebP, about 400 px), or null while the room has no images. */
  coverThumbUrl: string | null;
  imageCount: number;
  createdAt: string;
  /** What the channels ask for (issue 32): occupancy, beds, size, inventory, view. */
  facts: RoomFacts;
}
