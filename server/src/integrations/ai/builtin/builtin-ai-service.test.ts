import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generatedTemplateSchema } from '@common/ai/generated-template';
import type { HotelProfileInput } from '@common/ai/hotel-profile';
import { AppError } from '../../../lib/app-error';
import { createAiService } from '../create-ai-service';
import type { CandidateAsset } from '../relevance-score';
import { BuiltinAiService } from './builtin-ai-service';

const today = new Date('2026-11-15T10:00:00Z');
const service = new BuiltinAiService(() => today);

const hotel: HotelProfileInput = {
  name: 'Hotel Alpenblick',
  type: 'individual',
  category: 'mountain',
  locations: [{ name: 'Hotel Alpenblick', address: 'Dorfstrasse 1', city: 'Zermatt', country: 'Schweiz' }],
  descriptions: [{ content: 'Ein Haus mit Tradition.', language: 'de' }],
  featureGroups: [
    { category: 'facilities', subcategory: 'Wellness', features: ['Sauna', 'Hallenbad'] },
    { category: 'facilities', subcategory: 'Gastronomie', features: ['Restaurant', 'Bar'] },
    { category: 'room', subcategory: 'Ausstattung', features: ['Balkon', 'Kaffeemaschine'] },
    { category: 'policies', subcategory: 'Haustiere', features: ['Hunde erlaubt'] },
  ],
  rooms: [
    { name: 'Doppelzimmer Matterhorn', type: 'double room', features: ['Bergblick'] },
    { name: 'Junior Suite', features: ['Badewanne'] },
  ],
};

const assets: CandidateAsset[] = [
  { id: 'facade', category: 'Property', tags: ['winter', 'snow'] },
  { id: 'room', category: 'Room Photos', tags: ['bed'] },
  { id: 'hall', category: 'Event Spaces', tags: ['celebration'] },
  { id: 'bar', category: 'Dining', tags: ['christmas'] },
  { id: 'pool', category: 'Amenities', tags: ['pool', 'kids'] },
  { id: 'misc', category: 'Other', tags: [] },
];

describe('built-in descriptions', () => {
  it('composes two different German variants from the hotel data, within 4000 characters', async () => {
    const variants = await service.generateDescriptions({ profile: hotel });
    expect(variants).toHaveLength(2);
    const [factual, inviting] = variants as [string, string];
    expect(factual).not.toBe(inviting);
    for (const variant of variants) {
      expect(variant.length).toBeGreaterThan(100);
      expect(variant.length).toBeLessThanOrEqual(4000);
      expect(variant).toMatch(/[.!?]$/);
      expect(variant).toContain('Hotel Alpenblick');
      expect(variant).toContain('Zermatt');
      expect(variant).toContain('Sauna');
      expect(variant).toContain('Doppelzimmer Matterhorn');
    }
    expect(factual).toContain('Berghotel');
    expect(factual).toContain('Gut zu wissen: Hunde erlaubt.');
    expect(factual.startsWith('Hotel Alpenblick ist ein Berghotel in Zermatt, Schweiz.')).toBe(true);
    expect(inviting.startsWith('Willkommen im Hotel Alpenblick in Zermatt, Schweiz!')).toBe(true);
  });

  it('writes English when asked, and describes a room', async () => {
    const [english] = await service.generateDescriptions({ profile: hotel, language: 'en' });
    expect(english).toContain('Hotel Alpenblick is a mountain hotel in Zermatt, Schweiz.');
    const room = { name: 'Junior Suite', features: ['Badewanne', 'Balkon'] };
    const roomVariants = await service.generateDescriptions({
      profile: hotel,
      target: { kind: 'room', room },
    });
    expect(roomVariants).toHaveLength(2);
    expect(roomVariants[0]).toContain('Das Zimmer „Junior Suite“ im Hotel Alpenblick in Zermatt');
    expect(roomVariants[0]).toContain('Badewanne und Balkon');
    expect(roomVariants[1]).not.toBe(roomVariants[0]);
  });

  it('is deterministic and copes with a bare profile', async () => {
    expect(await service.generateDescriptions({ profile: hotel })).toEqual(
      await service.generateDescriptions({ profile: hotel }),
    );
    const bare = await service.generateDescriptions({ profile: { name: 'Pension Sonne' } });
    expect(bare[0]).toBe(
      'Pension Sonne ist ein Hotel. Das individuell geführte Haus richtet sich besonders an Reisende und bietet ' +
        'einen angenehmen Aufenthalt.\n\nWir freuen uns auf Ihren Besuch in der Pension Sonne.',
    );
  });

  it('stays within 4000 characters for a huge profile', async () => {
    const long = 'Sehr langer Funktionsname mit vielen Wörtern '.repeat(20).trim();
    const huge = {
      ...hotel,
      featureGroups: Array.from({ length: 50 }, (_, index) => ({
        category: 'facilities',
        subcategory: `Gruppe ${index}`,
        features: [long, `${long} ${index}`],
      })),
    };
    for (const variant of await service.generateDescriptions({ profile: huge })) {
      expect(variant.length).toBeLessThanOrEqual(4000);
    }
  });
});

describe('built-in writing assistant', () => {
  it('answers one suggestion and refuses an empty instruction or empty text', async () => {
    expect(
      await service.rewrite({ text: 'Das Hotel ist schön. Es liegt am See.', instruction: 'kürzer' }),
    ).toEqual(['Das Hotel ist schön.']);
    await expect(service.rewrite({ text: 'x', instruction: ' ' })).rejects.toMatchObject({
      code: 'validation',
      message: 'Bitte geben Sie eine Anweisung ein.',
    });
    await expect(service.rewrite({ text: '', instruction: 'kürzer' })).rejects.toBeInstanceOf(AppError);
  });

  it('writes from the context alone when asked for a longer text', async () => {
    const [text] = await service.rewrite({
      text: '',
      instruction: 'länger',
      context: { hotelName: 'Hotel Alpenblick' },
    });
    expect(text).toContain('Im Hotel Alpenblick');
  });
});

describe('built-in image analysis', () => {
  it('analyses a generated image', async () => {
    const bytes = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#2050c0' } })
      .jpeg()
      .toBuffer();
    expect(
      await service.analyzeImage({ bytes, mimeType: 'image/jpeg', fileName: 'Konferenz-Saal.jpg' }),
    ).toEqual({
      category: 'Event Spaces',
      tags: ['conference', 'landscape', 'blue'],
    });
  });

  it('maps bytes that are no image to the analysis failure text', async () => {
    await expect(
      service.analyzeImage({ bytes: Buffer.from('nope'), mimeType: 'image/png' }),
    ).rejects.toMatchObject({
      message: 'Failed to analyze image. Please try again.',
    });
  });
});

describe('built-in template sets', () => {
  it('plans 3 to 5 templates from the calendar with relevance-chosen images', async () => {
    const templates = await service.generateTemplateSet({ profile: hotel, assets });
    expect(templates.length).toBeGreaterThanOrEqual(3);
    expect(templates.length).toBeLessThanOrEqual(5);
    for (const template of templates) {
      expect(generatedTemplateSchema.parse(template)).toEqual(template);
      expect(template.images.length).toBeLessThanOrEqual(8);
      expect(template.coverId).toBe(template.images[0] ?? null);
      expect(template.endDate >= template.startDate).toBe(true);
    }
    expect(
      templates.map((template) => `${template.startDate} ${template.category} ${template.name}`),
    ).toEqual([
      '2026-11-15 audience Familienzeit',
      '2026-12-01 seasonal Winterzauber',
      '2026-12-20 event Weihnachten',
      '2026-12-29 event Silvester & Neujahr',
      '2027-03-01 seasonal Frühlingserwachen',
    ]);
    const christmas = templates.find((template) => template.name === 'Weihnachten')!;
    // hall: Event Spaces 15 + event keyword 10 + 5; facade: Property 10 + winter 10 + snow 8;
    // bar: Dining 7 + christmas 8; room: 8; pool: 6; misc: 0 (left out)
    expect(christmas.images).toEqual(['hall', 'facade', 'bar', 'room', 'pool']);
    expect(christmas.coverId).toBe('hall');
    expect(christmas.description).toBe(
      'Festliche Weihnachtstage im Hotel Alpenblick in Zermatt: ankommen, zur Ruhe kommen, gemeinsam feiern. Highlights: Sauna, Hallenbad und Restaurant.',
    );
    const family = templates.find((template) => template.category === 'audience')!;
    expect(family.coverId).toBe('pool');
  });

  it('is stable for the same day and follows the injected clock', async () => {
    const first = await service.generateTemplateSet({ profile: hotel, assets });
    expect(await service.generateTemplateSet({ profile: hotel, assets, today })).toEqual(first);
    const spring = await service.generateTemplateSet({
      profile: hotel,
      assets,
      today: new Date('2026-03-20T00:00:00Z'),
    });
    expect(spring.map((template) => template.name)).toContain('Ostern');
  });

  it('writes English names when asked', async () => {
    const templates = await service.generateTemplateSet({ profile: hotel, assets, language: 'en' });
    expect(templates.map((template) => template.name)).toContain('Christmas');
  });
});

describe('createAiService', () => {
  it('chooses the built-in generator without a key and labels it', () => {
    const ai = createAiService({ raw: {} as never });
    expect(ai.provider).toBe('builtin');
    expect(ai.label).toBe('Built-in text helper, no AI service set up');
  });

  it('chooses the OpenAI-compatible service with a key, labelled by model only', () => {
    const ai = createAiService({
      raw: { OPENAI_API_KEY: 'sk-secret-value', OPENAI_MODEL: 'gpt-test' } as never,
    });
    expect(ai.provider).toBe('openai');
    expect(ai.label).toBe('AI service (gpt-test)');
  });
});
