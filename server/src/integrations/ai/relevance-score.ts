import type { TemplateCategory } from '@common/ai/generated-template';
import { aiLimits } from '@common/ai/limits';
import { foldText } from './instruction-routing';
import { seasonOfIsoDate, type Season } from './season';

/** An asset offered to a template: its id, category and tags are all the score looks at. */
export interface CandidateAsset {
  id: string;
  category: string;
  tags: readonly string[];
}

/** The parts of a template the score reads. */
export interface TemplateForScoring {
  name: string;
  category: TemplateCategory;
  startDate: string;
  tags: readonly string[];
}

// Points and keyword lists of spec part 2, section 9. Keywords are folded (lower case, umlauts as ae/oe/ue)
// and matched against whole asset tags or single words of them, in English and German.
export const categoryPoints = {
  Property: 10,
  'Room Photos': 8,
  eventSpacesForEvent: 15,
  eventSpacesOtherwise: 5,
  Dining: 7,
  Amenities: 6,
} as const;
export const points = {
  seasonName: 10,
  seasonKeyword: 8,
  eventKeyword: 10,
  eventSpaceBonus: 5,
  audience: 10,
  audienceCategory: 5,
};

export const seasonNames: Record<Season, readonly string[]> = {
  winter: ['winter'],
  spring: ['spring', 'fruehling', 'fruehjahr'],
  summer: ['summer', 'sommer'],
  fall: ['fall', 'autumn', 'herbst'],
};

export const seasonKeywords: Record<Season, readonly string[]> = {
  winter: [
    'snow',
    'ski',
    'skiing',
    'christmas',
    'fireplace',
    'cozy',
    'cosy',
    'sauna',
    'schnee',
    'kamin',
    'weihnachten',
    'advent',
  ],
  spring: [
    'flowers',
    'flower',
    'blossom',
    'garden',
    'easter',
    'green',
    'blumen',
    'garten',
    'ostern',
    'bluete',
  ],
  summer: [
    'pool',
    'beach',
    'sun',
    'sunny',
    'terrace',
    'outdoor',
    'lake',
    'sea',
    'strand',
    'sonne',
    'terrasse',
    'see',
  ],
  fall: ['leaves', 'harvest', 'wine', 'vineyard', 'hiking', 'oktoberfest', 'herbstlaub', 'wein', 'wandern'],
};

export const eventKeywords = [
  'event',
  'events',
  'conference',
  'meeting',
  'wedding',
  'party',
  'celebration',
  'banquet',
  'gala',
  'seminar',
  'ballroom',
  'hochzeit',
  'tagung',
  'konferenz',
  'feier',
  'festsaal',
  'veranstaltung',
] as const;

export const audiences = ['business', 'family', 'luxury'] as const;
export type Audience = (typeof audiences)[number];

/** Words in a template's name or tags that say it is for this audience. */
export const audienceNames: Record<Audience, readonly string[]> = {
  business: ['business', 'corporate', 'geschaeftlich', 'geschaeftsreise', 'geschaeftsreisende'],
  family: ['family', 'families', 'familie', 'familien', 'familienurlaub'],
  luxury: ['luxury', 'luxus', 'premium'],
};

/** Asset tags that suit the audience. */
export const audienceKeywords: Record<Audience, readonly string[]> = {
  business: [
    'business',
    'conference',
    'meeting',
    'work',
    'desk',
    'office',
    'workspace',
    'coworking',
    'tagung',
    'arbeitsplatz',
  ],
  family: ['family', 'kids', 'children', 'playground', 'pool', 'games', 'familie', 'kinder', 'spielplatz'],
  luxury: ['luxury', 'spa', 'suite', 'premium', 'elegant', 'champagne', 'view', 'luxus'],
};

/** The asset category that earns the audience's +5 bonus. */
export const audienceCategory: Record<Audience, string> = {
  business: 'Event Spaces',
  family: 'Amenities',
  luxury: 'Room Photos',
};

function wordsOf(values: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const value of values) {
    const folded = foldText(value).trim();
    words.add(folded);
    for (const word of folded.split(/[^a-z0-9]+/)) if (word) words.add(word);
  }
  return words;
}

const hasAny = (words: Set<string>, keywords: readonly string[]) =>
  keywords.some((keyword) => words.has(keyword));

function categoryScore(assetCategory: string, templateCategory: TemplateCategory): number {
  switch (assetCategory) {
    case 'Property':
      return categoryPoints.Property;
    case 'Room Photos':
      return categoryPoints['Room Photos'];
    case 'Event Spaces':
      return templateCategory === 'event'
        ? categoryPoints.eventSpacesForEvent
        : categoryPoints.eventSpacesOtherwise;
    case 'Dining':
      return categoryPoints.Dining;
    case 'Amenities':
      return categoryPoints.Amenities;
    default:
      return 0;
  }
}

/** The audiences a template names in its name or tags. */
export function audiencesOf(template: Pick<TemplateForScoring, 'name' | 'tags'>): Audience[] {
  const words = wordsOf([template.name, ...template.tags]);
  return audiences.filter((audience) => hasAny(words, audienceNames[audience]));
}

/**
 * How well an asset suits a template (spec part 2, section 9): category points, then one award per rule
 * for tags naming the season of the start date, the season's keywords, event keywords (event templates,
 * +5 more for an Event Spaces image) and the keywords of each audience the template names (+5 more when
 * the asset has that audience's category).
 */
export function relevanceScore(asset: CandidateAsset, template: TemplateForScoring): number {
  const tags = wordsOf(asset.tags);
  const season = seasonOfIsoDate(template.startDate);
  let score = categoryScore(asset.category, template.category);
  if (hasAny(tags, seasonNames[season])) score += points.seasonName;
  if (hasAny(tags, seasonKeywords[season])) score += points.seasonKeyword;
  if (template.category === 'event' && hasAny(tags, eventKeywords)) {
    score += points.eventKeyword;
    if (asset.category === 'Event Spaces') score += points.eventSpaceBonus;
  }
  for (const audience of audiencesOf(template)) {
    if (!hasAny(tags, audienceKeywords[audience])) continue;
    score += points.audience;
    if (asset.category === audienceCategory[audience]) score += points.audienceCategory;
  }
  return score;
}

/**
 * The template's images: the best-scoring assets (ties keep the given order), at most 8, none that scores
 * nothing; the first becomes the cover.
 */
export function pickTemplateImages(
  assets: readonly CandidateAsset[],
  template: TemplateForScoring,
  limit: number = aiLimits.imagesPerTemplate,
): { images: string[]; coverId: string | null } {
  const images = assets
    .map((asset, order) => ({ id: asset.id, order, score: relevanceScore(asset, template) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.id);
  return { images, coverId: images[0] ?? null };
}
