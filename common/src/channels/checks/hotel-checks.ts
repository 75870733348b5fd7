import type { PhotoSubject } from '../../assets/photo-subjects';
import { policyRangeNames } from '../../content/policies';
import { keyAmenities, topFacilities } from './facility-groups';
import { hotelFinding, type Finding, type RuleCheck } from './rule-check';

/** At most `max` photos in the hotel's library. */
export const photoCountAtMost = (max: number): RuleCheck => ({
  thresholds: { max },
  findings: (index) => {
    const count = index.input.photos.length;
    return count <= max ? [] : [hotelFinding(index, 'photos', { count, max })];
  },
});

/** A hotel description of at least `min` characters. */
export const hotelDescription = (min: number): RuleCheck => ({
  thresholds: { min },
  findings: (index) => {
    const length = index.input.hotel.descriptionLength;
    return length >= min ? [] : [hotelFinding(index, 'description', { length, min })];
  },
});

/**
 * The top facilities answered. We only know what is switched on, not a 'no': a facility not switched on is
 * 'not stated', one finding per facility ({ facility: 'wifi' }).
 */
export const topFacilitiesStated = (): RuleCheck => ({
  thresholds: { total: Object.keys(topFacilities).length },
  findings: (index) =>
    Object.entries(topFacilities).flatMap(([facility, ids]) =>
      ids.some((id) => index.facilities.has(id)) ? [] : [hotelFinding(index, facility, { facility })],
    ),
});

/** Check-in and check-out times stated (either end of a range counts: 'from 15:00', 'until 11:00'). */
export const checkInAndOutTimes = (): RuleCheck => ({
  thresholds: {},
  findings: (index) =>
    policyRangeNames.flatMap((time) => {
      const { from, until } = index.input.policies[time];
      return from || until ? [] : [hotelFinding(index, time, { time })];
    }),
});

/**
 * The hotel gallery's first photo, its cover, shows the exterior or a room: its subjects say exterior, it is
 * in a room's gallery, or its category is 'Room Photos'.
 */
export const coverOfExteriorOrRoom = (): RuleCheck => ({
  thresholds: {},
  findings: (index) => {
    const coverId = index.input.hotel.galleryPhotoIds[0];
    const cover = coverId === undefined ? undefined : index.photoById.get(coverId);
    if (!cover) return [hotelFinding(index, 'cover', {})];
    const finding: Finding = {
      kind: 'photo',
      id: cover.id,
      name: cover.name,
      thumbUrl: cover.thumbUrl,
      values: { photo: cover.name },
    };
    if (cover.fileMissing)
      return [{ ...finding, values: { ...finding.values, reason: 'fileMissing' }, fileMissing: true }];
    const fits =
      cover.subjects.includes('exterior') ||
      cover.category === 'Room Photos' ||
      index.roomPhotoIds.has(cover.id);
    return fits ? [] : [finding];
  },
});

/** At least one photo (whose file can be sent) of each subject, one finding per subject missing. */
export const hotelPhotosOf = (subjects: readonly PhotoSubject[]): RuleCheck => ({
  thresholds: { min: 1 },
  findings: (index) =>
    subjects.flatMap((subject) =>
      index.subjectsShown.has(subject) ? [] : [hotelFinding(index, subject, { subject, min: 1 })],
    ),
});

/** A photo of each key amenity the hotel has switched on (facility-groups.ts). */
export const keyAmenityPhotos = (): RuleCheck => ({
  thresholds: { min: 1 },
  findings: (index) =>
    Object.entries(keyAmenities).flatMap(([amenity, ids]) => {
      const switchedOn = ids.some((id) => index.facilities.has(id));
      const shown = index.subjectsShown.has(amenity as PhotoSubject);
      return switchedOn && !shown ? [hotelFinding(index, amenity, { amenity, min: 1 })] : [];
    }),
});

/** The hotel's address, phone and website present, one finding per field missing. */
export const contactDetails = (): RuleCheck => ({
  thresholds: {},
  findings: (index) => {
    const { address, phone, website } = index.input.hotel;
    const present = { address: Boolean(address), phone: Boolean(phone), website: Boolean(website.trim()) };
    return Object.entries(present).flatMap(([field, isPresent]) =>
      isPresent ? [] : [hotelFinding(index, field, { field })],
    );
  },
});
