import type { PhotoSubject } from '../../assets/photo-subjects';
import type { ReadinessPhoto, ReadinessRoom } from '../readiness';
import { isUsable } from '../readiness-index';
import type { Finding, MessageValues, RuleCheck } from './rule-check';

/** A room that misses a rule, shown with its cover (the gallery's first photo), or none while it has no photos. */
const roomFinding = (
  { room, photos }: { room: ReadinessRoom; photos: readonly ReadinessPhoto[] },
  values: MessageValues,
): Finding => ({
  kind: 'room',
  id: room.id,
  name: room.name,
  thumbUrl: photos[0]?.thumbUrl ?? null,
  values: { room: room.name, ...values },
});

/**
 * At least `min` photos in each room's gallery (of `subject`, when given). A photo whose original is missing
 * is not counted: no channel can be sent it.
 */
export function roomPhotoCount(min: number, subject?: PhotoSubject): RuleCheck {
  const counts = (photo: ReadinessPhoto) =>
    isUsable(photo) && (subject === undefined || photo.subjects.includes(subject));
  return {
    thresholds: { min },
    findings: (index) =>
      index.rooms.flatMap((entry) => {
        const count = entry.photos.filter(counts).length;
        return count >= min ? [] : [roomFinding(entry, { count, min })];
      }),
  };
}

/** Each room's most guests and its beds are stated; `missing` says which is not. */
export const roomOccupancyAndBeds = (): RuleCheck => ({
  thresholds: {},
  findings: (index) =>
    index.rooms.flatMap((entry) => {
      const { room } = entry;
      const noOccupancy = room.facts.maxOccupancy === null;
      const noBeds = room.facts.beds.length === 0;
      if (!noOccupancy && !noBeds) return [];
      const missing = noOccupancy && noBeds ? 'both' : noOccupancy ? 'occupancy' : 'beds';
      return [roomFinding(entry, { missing })];
    }),
});

/** Each room has a description (in the hotel's content language). */
export const roomDescriptions = (): RuleCheck => ({
  thresholds: {},
  findings: (index) =>
    index.rooms.flatMap((entry) => (entry.room.descriptionLength > 0 ? [] : [roomFinding(entry, {})])),
});
