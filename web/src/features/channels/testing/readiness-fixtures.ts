import { evaluateReadiness, readinessSummary } from '@common/channels/evaluate';
import type {
  ChainReadinessResponse,
  ReadinessInput,
  ReadinessPhoto,
  ReadinessRoom,
} from '@common/channels/readiness';
import { noPolicies } from '@common/content/policies';
import { noRoomFacts } from '@common/rooms/room-facts';

/** A photo as the rules see it: large enough for every channel unless said otherwise. */
export const readinessPhoto = (id: string, overrides: Partial<ReadinessPhoto> = {}): ReadinessPhoto => ({
  id,
  name: `${id}.jpg`,
  thumbUrl: `/files/${id}-thumb.webp`,
  width: 2048,
  height: 1536,
  size: 1_000_000,
  category: 'Room Photos',
  subjects: [],
  fileMissing: false,
  ...overrides,
});

export const readinessRoom = (id: string, name: string, photoIds: string[]): ReadinessRoom => ({
  id,
  name,
  photoIds,
  descriptionLength: 0,
  facts: noRoomFacts,
});

/** A hotel with nothing filled in beyond what `overrides` gives. */
export const readinessInput = (overrides: Partial<ReadinessInput> = {}): ReadinessInput => ({
  hotel: {
    name: 'Hotel Seeblick',
    website: '',
    address: null,
    phone: null,
    reservationsEmail: null,
    starRating: null,
    descriptionLength: 0,
    galleryPhotoIds: [],
  },
  photos: [],
  rooms: [],
  facilities: [],
  policies: noPolicies,
  alpineBits: { connected: false, roomCodes: {} },
  languages: [],
  ...overrides,
});

/** GET /api/hotels/:hotelId/channel-readiness's answer, as the server works it out: evaluated by the real rules. */
export const hotelReadinessAnswer = (input: ReadinessInput) => ({ readiness: evaluateReadiness(input) });

/** GET /api/channel-readiness/hotels's answer for these hotels and their inputs. */
export const chainReadinessAnswer = (
  hotels: { id: string; name: string; input: ReadinessInput }[],
): ChainReadinessResponse => ({
  hotels: hotels.map(({ id, name, input }) => ({
    id,
    name,
    channels: readinessSummary(evaluateReadiness(input)),
  })),
});
