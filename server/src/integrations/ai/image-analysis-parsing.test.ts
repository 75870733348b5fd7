import { describe, expect, it } from 'vitest';
import { normalizeTags, parseImageAnalysis } from './image-analysis-parsing';

describe('parseImageAnalysis', () => {
  it('reads well-formed JSON', () => {
    expect(parseImageAnalysis('{"category":"Dining","tags":["breakfast","buffet"]}')).toEqual({
      category: 'Dining',
      tags: ['breakfast', 'buffet'],
    });
  });

  it('reads JSON in a code fence and matches the category case-insensitively', () => {
    expect(parseImageAnalysis('```json\n{"category":"room photos","tags":["Bed"]}\n```')).toEqual({
      category: 'Room Photos',
      tags: ['bed'],
    });
  });

  it('defaults an unknown category to Other', () => {
    expect(parseImageAnalysis('{"category":"Parking","tags":["car"]}')).toEqual({
      category: 'Other',
      tags: ['car'],
    });
  });

  it.each([
    [
      'category: Amenities\ntags: [pool, sun loungers]',
      { category: 'Amenities', tags: ['pool', 'sun loungers'] },
    ],
    [
      "{category: 'Event Spaces', tags: ['wedding', 'hall']",
      { category: 'Event Spaces', tags: ['wedding', 'hall'] },
    ],
    ['"category": "Property", "tags": ["facade"', { category: 'Property', tags: ['facade'] }],
    ['This looks like a photo of the Dining area.', { category: 'Dining', tags: [] }],
    ['I cannot tell.', { category: 'Other', tags: [] }],
    ['Category: Lobby', { category: 'Other', tags: [] }],
  ])('picks values out of a malformed reply: %j', (reply, expected) => {
    expect(parseImageAnalysis(reply)).toEqual(expected);
  });
});

describe('the caption and alt text of a reply', () => {
  it('reads them as one line each, trimmed and without quotes around them', () => {
    const reply = JSON.stringify({
      category: 'Dining',
      tags: ['breakfast'],
      caption: '  „Frühstück\nauf der Terrasse“ ',
      altText: 'Ein gedeckter Tisch\u0007 vor Bergen',
    });
    expect(parseImageAnalysis(reply)).toEqual({
      category: 'Dining',
      tags: ['breakfast'],
      caption: 'Frühstück auf der Terrasse',
      altText: 'Ein gedeckter Tisch vor Bergen',
    });
  });

  it('cuts a text past 300 characters after its last whole word', () => {
    const long = `${'Zimmer '.repeat(45)}mit Blick`;
    const { caption } = parseImageAnalysis(
      JSON.stringify({ category: 'Room Photos', tags: [], caption: long }),
    );
    expect(caption!.length).toBeLessThanOrEqual(300);
    expect(caption).toMatch(/^(Zimmer )+Zimmer$/);
  });

  it('leaves out what is missing, empty or no text', () => {
    expect(
      parseImageAnalysis(JSON.stringify({ category: 'Property', tags: [], caption: ' ', altText: ['Haus'] })),
    ).toEqual({ category: 'Property', tags: [] });
    // A reply cut short keeps its category and tags; its half-written texts are not trusted.
    expect(
      parseImageAnalysis('{"category": "Property", "tags": ["facade"], "caption": "Das Haus im Wint'),
    ).toEqual({ category: 'Property', tags: ['facade'] });
  });
});

describe('normalizeTags', () => {
  it('trims, lower-cases, drops duplicates, non-strings and overlong tags, keeps 10', () => {
    const many = Array.from({ length: 12 }, (_, index) => `t${index}`);
    expect(normalizeTags([' Pool ', 'pool', 3, '', 'x'.repeat(41), '"quoted"'])).toEqual(['pool', 'quoted']);
    expect(normalizeTags(many)).toHaveLength(10);
  });
});
