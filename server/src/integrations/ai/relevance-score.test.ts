import { describe, expect, it } from 'vitest';
import type { TemplateCategory } from '@common/ai/generated-template';
import { audiencesOf, pickTemplateImages, relevanceScore, type TemplateForScoring } from './relevance-score';

const template = (
  category: TemplateCategory,
  startDate: string,
  extra: Partial<TemplateForScoring> = {},
) => ({
  name: 'Angebot',
  category,
  startDate,
  tags: [],
  ...extra,
});
const asset = (category: string, tags: string[] = [], id = 'a') => ({ id, category, tags });

// The table of spec part 2, section 9, one row per rule.
describe('relevanceScore', () => {
  it.each([
    ['Property', 'seasonal', [], 10],
    ['Room Photos', 'seasonal', [], 8],
    ['Event Spaces', 'event', [], 15],
    ['Event Spaces', 'seasonal', [], 5],
    ['Event Spaces', 'audience', [], 5],
    ['Dining', 'seasonal', [], 7],
    ['Amenities', 'seasonal', [], 6],
    ['Other', 'seasonal', [], 0],
  ] as const)('category %s in a %s template scores %i', (category, templateCategory, tags, expected) => {
    expect(relevanceScore(asset(category, [...tags]), template(templateCategory, '2026-07-01'))).toBe(
      expected,
    );
  });

  it.each([
    // season name +10 (start month decides the season)
    [['summer'], '2026-07-01', 10],
    [['Sommer'], '2026-06-15', 10],
    [['winter'], '2026-12-01', 10],
    [['winter'], '2026-02-28', 10],
    [['spring'], '2026-03-01', 10],
    [['autumn'], '2026-09-01', 10],
    [['winter'], '2026-07-01', 0],
    // season keywords +8, once however many match
    [['pool'], '2026-07-01', 8],
    [['pool', 'beach', 'sun'], '2026-07-01', 8],
    [['snow'], '2026-01-10', 8],
    [['snow'], '2026-07-01', 0],
    // both
    [['summer', 'pool'], '2026-08-31', 18],
    // multi-word tags count word by word
    [['summer terrace'], '2026-08-01', 18],
  ] as const)('tags %j for a template starting %s add %i', (tags, startDate, expected) => {
    expect(relevanceScore(asset('Other', [...tags]), template('seasonal', startDate))).toBe(expected);
  });

  it('adds +10 for event keywords in event templates and +5 more for an Event Spaces image', () => {
    expect(relevanceScore(asset('Other', ['wedding']), template('event', '2026-07-01'))).toBe(10);
    expect(relevanceScore(asset('Event Spaces', ['conference']), template('event', '2026-07-01'))).toBe(
      15 + 10 + 5,
    );
    expect(relevanceScore(asset('Other', ['wedding']), template('seasonal', '2026-07-01'))).toBe(0);
  });

  it.each([
    ['business', 'Event Spaces', ['meeting'], 5 + 10 + 5],
    ['business', 'Dining', ['meeting'], 7 + 10],
    ['family', 'Amenities', ['kids'], 6 + 10 + 5],
    ['family', 'Property', ['playground'], 10 + 10],
    ['luxury', 'Room Photos', ['spa'], 8 + 10 + 5],
    ['luxury', 'Room Photos', ['meeting'], 8],
  ] as const)('an audience template for %s: %s with %j scores %i', (audience, category, tags, expected) => {
    const forAudience = template('audience', '2026-10-01', { tags: [audience] });
    expect(relevanceScore(asset(category, [...tags]), forAudience)).toBe(expected);
  });

  it('adds every rule that applies', () => {
    const christmasGala = template('event', '2026-12-20', { name: 'Luxury Christmas Gala', tags: ['gala'] });
    // Event Spaces 15 + winter 10 + christmas keyword 8 + event 10 + event space 5 + luxury 10 (no bonus)
    expect(
      relevanceScore(asset('Event Spaces', ['winter', 'christmas', 'gala', 'elegant']), christmasGala),
    ).toBe(58);
  });
});

describe('audiencesOf', () => {
  it('reads audiences from the name and the tags, in English and German', () => {
    expect(audiencesOf({ name: 'Familienurlaub im Sommer', tags: [] })).toEqual(['family']);
    expect(audiencesOf({ name: 'Auszeit', tags: ['Luxus', 'business'] })).toEqual(['business', 'luxury']);
    expect(audiencesOf({ name: 'Ostern', tags: ['spring'] })).toEqual([]);
  });
});

describe('pickTemplateImages', () => {
  it('takes at most 8 images, best first, ties in the given order, the first as cover', () => {
    const assets = [
      asset('Other', [], 'other'),
      ...Array.from({ length: 10 }, (_, index) => asset('Dining', [], `dining-${index}`)),
      asset('Property', ['summer'], 'best'),
    ];
    const { images, coverId } = pickTemplateImages(assets, template('seasonal', '2026-07-01'));
    expect(images).toEqual(['best', ...Array.from({ length: 7 }, (_, index) => `dining-${index}`)]);
    expect(coverId).toBe('best');
  });

  it('leaves out assets that score nothing and has no cover without images', () => {
    expect(pickTemplateImages([asset('Other', ['random'])], template('seasonal', '2026-07-01'))).toEqual({
      images: [],
      coverId: null,
    });
  });
});
