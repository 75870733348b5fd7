import type { AssetCategory } from '@common/assets/categories';
import { foldText } from '../instruction-routing';

interface Keyword {
  /** The tag the word gives (English, so it matches the relevance keywords). */
  tag: string;
  category?: AssetCategory;
}

// Words people and cameras put in hotel photo names, English and German (folded: ä -> ae, ß -> ss).
const keywordList: ReadonlyArray<readonly [AssetCategory | undefined, string, readonly string[]]> = [
  ['Amenities', 'pool', ['pool', 'pools', 'schwimmbad', 'swimmingpool', 'hallenbad']],
  ['Amenities', 'spa', ['spa', 'wellness']],
  ['Amenities', 'sauna', ['sauna', 'dampfbad', 'steam']],
  ['Amenities', 'gym', ['gym', 'fitness', 'fitnessraum']],
  ['Amenities', 'massage', ['massage']],
  ['Amenities', 'playground', ['playground', 'spielplatz', 'kids', 'kinder']],
  ['Dining', 'restaurant', ['restaurant', 'dining', 'speisesaal']],
  ['Dining', 'breakfast', ['breakfast', 'fruehstueck', 'buffet', 'brunch']],
  ['Dining', 'bar', ['bar', 'lounge', 'cafe', 'coffee', 'cocktail', 'wine', 'wein']],
  ['Dining', 'food', ['food', 'dinner', 'lunch', 'essen', 'kueche', 'kitchen']],
  [
    'Room Photos',
    'room',
    ['room', 'rooms', 'zimmer', 'bedroom', 'schlafzimmer', 'doppelzimmer', 'einzelzimmer'],
  ],
  ['Room Photos', 'suite', ['suite', 'juniorsuite']],
  ['Room Photos', 'bed', ['bed', 'bett', 'beds']],
  ['Room Photos', 'bathroom', ['bathroom', 'bath', 'badezimmer', 'dusche', 'shower']],
  ['Event Spaces', 'conference', ['conference', 'konferenz', 'tagung', 'seminar']],
  ['Event Spaces', 'meeting', ['meeting', 'meetingroom', 'besprechung']],
  ['Event Spaces', 'wedding', ['wedding', 'hochzeit']],
  ['Event Spaces', 'event', ['event', 'events', 'ballroom', 'festsaal', 'bankett', 'banquet', 'gala']],
  ['Property', 'facade', ['facade', 'fassade', 'building', 'gebaeude']],
  ['Property', 'lobby', ['lobby', 'reception', 'rezeption', 'foyer', 'entrance', 'eingang']],
  ['Property', 'exterior', ['exterior', 'aussen', 'aussenansicht', 'outside', 'hotel']],
  ['Property', 'garden', ['garden', 'garten', 'park']],
  ['Property', 'terrace', ['terrace', 'terrasse', 'balcony', 'balkon']],
  [undefined, 'view', ['view', 'aussicht', 'ausblick', 'panorama']],
  [undefined, 'mountain', ['mountain', 'mountains', 'berg', 'berge', 'alpen', 'alps']],
  [undefined, 'sea', ['sea', 'meer', 'ocean']],
  [undefined, 'beach', ['beach', 'strand']],
  [undefined, 'lake', ['lake', 'see']],
  [undefined, 'snow', ['snow', 'schnee', 'ski']],
  [undefined, 'winter', ['winter']],
  [undefined, 'summer', ['summer', 'sommer']],
  [undefined, 'spring', ['spring', 'fruehling']],
  [undefined, 'autumn', ['autumn', 'fall', 'herbst']],
  [undefined, 'christmas', ['christmas', 'weihnachten', 'xmas', 'advent']],
  [undefined, 'night', ['night', 'nacht', 'evening', 'abend']],
];

const keywords = new Map<string, Keyword>();
for (const [category, tag, words] of keywordList)
  for (const word of words) keywords.set(word, { tag, category });

/** The words of a file name: extension dropped, split at separators, digits and camelCase. */
export function fileNameWords(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{2,5}$/i, '');
  return foldText(base.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2'))
    .split(/[^a-z]+/)
    .filter(Boolean);
}

/**
 * What a file name says about a photo: the category of its first category word (e.g. 'pool' ->
 * Amenities, 'restaurant' -> Dining, 'suite' -> Room Photos, 'wedding' -> Event Spaces, 'lobby' ->
 * Property) and a tag per known word.
 */
export function keywordsFromFileName(fileName: string): { category?: AssetCategory; tags: string[] } {
  const found = fileNameWords(fileName)
    .map((word) => keywords.get(word))
    .filter((keyword): keyword is Keyword => keyword !== undefined);
  const tags = [...new Set(found.map((keyword) => keyword.tag))];
  return { category: found.find((keyword) => keyword.category)?.category, tags };
}
