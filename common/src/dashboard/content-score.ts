import { otaTypes } from '../ota/channels';
import { dashboardTexts } from './texts';

/**
 * The content score of the active hotel and the hints that raise it. The score is the optimization score of spec
 * part 1, section 9, which the earlier product computed but never showed. The hints are what channels reward,
 * each with a count, so they say exactly what to do: photo count (Booking.com and channel managers look for at
 * least 10; content scorecards give full marks from 25), at least 4 photos per room, every photo in a category,
 * a description of 700 characters or more, the facilities switched on, and working channel connections.
 */

/** What the score and the hints are computed from; the server counts each with one indexed query. */
export interface ContentScoreInputs {
  channels: { total: number; connected: number; broken: number };
  photos: { total: number; uncategorised: number };
  descriptions: { count: number; longest: number };
  /** The Content Updates figure: assets, descriptions and templates created or changed in the last 30 days. */
  recentUpdates: number;
  rooms: { total: number; withoutPhotos: number; withFewPhotos: number };
  /** Facilities switched on for the hotel (not policies). */
  amenities: number;
  templates: number;
}

export const contentTargets = {
  photos: 10,
  photosForFullMarks: 25,
  photosPerRoom: 4,
  descriptionLength: 700,
  amenities: 15,
} as const;

/**
 * Spec part 1, section 9: the connected share of the hotel's connections times 30, plus the smaller of 0.2 per
 * asset plus 0.2 per description and 40, plus the smaller of updates / 10 times 30 and 30, rounded. 0 to 100.
 */
export function optimizationScore({ channels, photos, descriptions, recentUpdates }: ContentScoreInputs) {
  const channelShare = channels.total === 0 ? 0 : channels.connected / channels.total;
  const content = Math.min(0.2 * photos.total + 0.2 * descriptions.count, 40);
  const activity = Math.min((recentUpdates / 10) * 30, 30);
  return Math.round(channelShare * 30 + content + activity);
}

/** Where each hint leads: the page that does it. */
export const hintLinks = {
  library: '/all-content',
  rooms: '/active-content/rooms',
  content: '/active-content',
  templates: '/templates',
  channels: '/ota',
} as const;

/** The four first steps of a new hotel; a step is done when no hint of it is left. */
export const nextSteps = ['uploadPhotos', 'writeDescription', 'createTemplate', 'connectChannel'] as const;
export type NextStep = (typeof nextSteps)[number];

export type ContentHintKind =
  | 'photos'
  | 'roomsWithoutPhotos'
  | 'roomsWithFewPhotos'
  | 'uncategorisedPhotos'
  | 'description'
  | 'amenities'
  | 'templates'
  | 'brokenChannels'
  | 'channels';

export interface ContentHint {
  kind: ContentHintKind;
  /** How many of something to add or fix. */
  count: number;
  text: string;
  href: string;
  /** The next step this hint belongs to, if it is one of the four first steps. */
  step: NextStep | null;
}

const texts = dashboardTexts.hints;

function photoHint(total: number): ContentHint | null {
  if (total < contentTargets.photos) {
    const count = contentTargets.photos - total;
    return {
      kind: 'photos',
      count,
      text: texts.addPhotos(count),
      href: hintLinks.library,
      step: 'uploadPhotos',
    };
  }
  if (total < contentTargets.photosForFullMarks) {
    const count = contentTargets.photosForFullMarks - total;
    return {
      kind: 'photos',
      count,
      text: texts.addPhotosForFullMarks(count),
      href: hintLinks.library,
      step: null,
    };
  }
  return null;
}

function descriptionHint(longest: number): ContentHint | null {
  if (longest >= contentTargets.descriptionLength) return null;
  const step = 'writeDescription';
  if (longest === 0) {
    const count = contentTargets.descriptionLength;
    return { kind: 'description', count, text: texts.writeDescription(count), href: hintLinks.content, step };
  }
  const count = contentTargets.descriptionLength - longest;
  return {
    kind: 'description',
    count,
    text: texts.lengthenDescription(count),
    href: hintLinks.content,
    step,
  };
}

function channelHints({ connected, broken }: ContentScoreInputs['channels']): ContentHint[] {
  const hints: ContentHint[] = [];
  if (broken > 0) {
    const text = texts.reconnectChannels(broken);
    hints.push({ kind: 'brokenChannels', count: broken, text, href: hintLinks.channels, step: null });
  }
  if (connected === 0) {
    const text = texts.connectChannel(otaTypes.length);
    hints.push({ kind: 'channels', count: 1, text, href: hintLinks.channels, step: 'connectChannel' });
  }
  return hints;
}

/** What to do next, most rewarding first; empty when the hotel meets every target. */
export function contentHints(inputs: ContentScoreInputs): ContentHint[] {
  const { photos, rooms, amenities, templates } = inputs;
  const hints: (ContentHint | null)[] = [
    photoHint(photos.total),
    descriptionHint(inputs.descriptions.longest),
    rooms.withoutPhotos > 0
      ? {
          kind: 'roomsWithoutPhotos',
          count: rooms.withoutPhotos,
          text: texts.roomsWithoutPhotos(rooms.withoutPhotos),
          href: hintLinks.rooms,
          step: null,
        }
      : null,
    rooms.withFewPhotos > 0
      ? {
          kind: 'roomsWithFewPhotos',
          count: rooms.withFewPhotos,
          text: texts.roomsWithFewPhotos(rooms.withFewPhotos, contentTargets.photosPerRoom),
          href: hintLinks.rooms,
          step: null,
        }
      : null,
    photos.uncategorised > 0
      ? {
          kind: 'uncategorisedPhotos',
          count: photos.uncategorised,
          text: texts.categorisePhotos(photos.uncategorised),
          href: hintLinks.library,
          step: null,
        }
      : null,
    amenities < contentTargets.amenities
      ? {
          kind: 'amenities',
          count: contentTargets.amenities - amenities,
          text: texts.addAmenities(contentTargets.amenities - amenities, amenities),
          href: hintLinks.content,
          step: null,
        }
      : null,
    ...channelHints(inputs.channels),
    templates === 0
      ? {
          kind: 'templates',
          count: 1,
          text: texts.createTemplate,
          href: hintLinks.templates,
          step: 'createTemplate',
        }
      : null,
  ];
  return hints.filter((hint): hint is ContentHint => hint !== null);
}

/** The four first steps with whether each is done, in the order a new hotel takes them. */
export function nextStepsFrom(
  hints: readonly ContentHint[],
): { step: NextStep; done: boolean; href: string }[] {
  const open = new Set(hints.map((hint) => hint.step));
  const hrefs: Record<NextStep, string> = {
    uploadPhotos: hintLinks.library,
    writeDescription: hintLinks.content,
    createTemplate: hintLinks.templates,
    connectChannel: hintLinks.channels,
  };
  return nextSteps.map((step) => ({ step, done: !open.has(step), href: hrefs[step] }));
}

/** Whether anything has been added to the hotel yet: a photo, a description, a template or a channel. */
export const hasAnyContent = ({ photos, descriptions, templates, channels }: ContentScoreInputs) =>
  photos.total + descriptions.count + templates + channels.total > 0;
