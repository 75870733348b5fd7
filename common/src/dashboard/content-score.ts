import type { ReadinessLanguage } from '../channels/readiness';
import type { LanguageCode } from '../languages/content-languages';

/**
 * The content score of the active hotel and the checklist that raises it. The score is the optimization score of
 * spec part 1, section 9, which the earlier product computed but never showed. The checklist items are what
 * channels reward, each with its progress, so they say exactly what to do: photo count (Booking.com and channel managers look for at
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
  /**
   * withFewPhotos: rooms with photos that Booking.com's 'booking.roomPhotos' rule still fails (issue 32): the
   * channel readiness counts them, so 'Give every room 4 photos' and the /channels page never disagree.
   */
  rooms: { total: number; withoutPhotos: number; withFewPhotos: number };
  /** Facilities switched on for the hotel (not policies). */
  amenities: number;
  templates: number;
  /**
   * Each language the hotel serves besides its primary one, with its texts' counts (issue 37): the channel
   * readiness's own, so the hints and the /channels page never disagree. Empty in the chain's list, which shows
   * scores only (the score does not read languages).
   */
  languages: ReadinessLanguage[];
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

/** Where each checklist item leads: the page that does it. */
export const checklistLinks = {
  library: '/all-content',
  rooms: '/active-content/rooms',
  content: '/active-content',
  templates: '/templates',
  channels: '/ota',
} as const;

export type ChecklistItemKind =
  | 'photos'
  | 'description'
  | 'template'
  | 'channel'
  | 'photosForFullMarks'
  | 'roomPhotos'
  | 'categorisedPhotos'
  | 'amenities'
  | 'languageTexts'
  | 'workingChannels';

/** What a checklist item counts, so the web names it in the screen's language ('8 of 10 photos'). */
export type ChecklistUnit =
  'photos' | 'characters' | 'templates' | 'channels' | 'rooms' | 'facilities' | 'texts';

/**
 * One thing to do for the hotel's content, with how far it is (current of target, in its unit); done at its
 * target. It carries no text: the web app's dashboard catalogue words the label by kind and the progress by
 * unit ('8 of 10 photos'), so a second interface language translates them like every other screen text.
 */
export interface ChecklistItem {
  kind: ChecklistItemKind;
  current: number;
  target: number;
  unit: ChecklistUnit;
  done: boolean;
  href: string;
  /** A 'languageTexts' item's language and how many of its texts are missing and stale there. */
  language?: { code: LanguageCode; missing: number; stale: number };
}

function item(
  kind: ChecklistItemKind,
  href: string,
  reached: number,
  target: number,
  unit: ChecklistUnit,
): ChecklistItem {
  const current = Math.min(Math.max(reached, 0), target);
  return { kind, current, target, unit, done: current >= target, href };
}

/**
 * A served language's texts (issue 37): current of those with a source in the primary language, done when none
 * is missing or stale; leading to the content page in that language. None while there is nothing to translate.
 */
const languageItems = (languages: readonly ReadinessLanguage[]): ChecklistItem[] =>
  languages
    .filter(({ current, stale, missing }) => current + stale + missing > 0)
    .map(({ language, current, stale, missing }) => ({
      ...item(
        'languageTexts',
        `${checklistLinks.content}?${new URLSearchParams({ lang: language })}`,
        current,
        current + stale + missing,
        'texts',
      ),
      language: { code: language, missing, stale },
    }));

/**
 * The dashboard's one checklist (issue 31, point 9): the first steps of a new hotel (photos, description,
 * template, channel) and then what channels reward (25 photos, photos for every room, categories, facilities,
 * working connections, the texts in each served language), each with its progress. Items about rooms, categories,
 * languages and broken connections appear only when the hotel has rooms, photos, texts to translate or
 * connections. Everything the dashboard says to do is computed here.
 */
export function contentChecklist(inputs: ContentScoreInputs): ChecklistItem[] {
  const { photos, descriptions, templates, channels, rooms, amenities } = inputs;
  const roomsWithEnough = rooms.total - rooms.withoutPhotos - rooms.withFewPhotos;
  const items: (ChecklistItem | null)[] = [
    item('photos', checklistLinks.library, photos.total, contentTargets.photos, 'photos'),
    item(
      'description',
      checklistLinks.content,
      descriptions.longest,
      contentTargets.descriptionLength,
      'characters',
    ),
    item('template', checklistLinks.templates, templates, 1, 'templates'),
    item('channel', checklistLinks.channels, channels.connected, 1, 'channels'),
    item(
      'photosForFullMarks',
      checklistLinks.library,
      photos.total,
      contentTargets.photosForFullMarks,
      'photos',
    ),
    rooms.total > 0 ? item('roomPhotos', checklistLinks.rooms, roomsWithEnough, rooms.total, 'rooms') : null,
    photos.total > 0
      ? item(
          'categorisedPhotos',
          checklistLinks.library,
          photos.total - photos.uncategorised,
          photos.total,
          'photos',
        )
      : null,
    item('amenities', checklistLinks.content, amenities, contentTargets.amenities, 'facilities'),
    ...languageItems(inputs.languages),
    channels.broken > 0
      ? item(
          'workingChannels',
          checklistLinks.channels,
          channels.total - channels.broken,
          channels.total,
          'channels',
        )
      : null,
  ];
  return items.filter((entry): entry is ChecklistItem => entry !== null);
}

/** Whether anything has been added to the hotel yet: a photo, a description, a template or a channel. */
export const hasAnyContent = ({ photos, descriptions, templates, channels }: ContentScoreInputs) =>
  photos.total + descriptions.count + templates + channels.total > 0;
