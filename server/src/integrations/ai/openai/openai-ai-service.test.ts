import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HotelProfileInput } from '@common/ai/hotel-profile';
import {
  chatCompletion,
  imageUrlOf,
  promptText,
  startOpenAiFake,
  type OpenAiFake,
} from '@e2e/fakes/openai-fake';
import type { AppError } from '../../../lib/app-error';
import type { AiService } from '../ai-service';
import { createAiService, type CreateAiServiceOptions } from '../create-ai-service';

const apiKey = 'sk-test-key-0123456789abcdef';
const today = new Date('2026-11-15T08:00:00Z');
let fake: OpenAiFake;

function service(options: CreateAiServiceOptions = {}, key = apiKey): AiService {
  const raw = {
    OPENAI_API_KEY: key,
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: 'text-model',
    OPENAI_VISION_MODEL: 'vision-model',
  };
  return createAiService(
    { raw: raw as never },
    { timeoutMs: 2_000, maxRetries: 0, now: () => today, ...options },
  );
}

const hotel: HotelProfileInput = {
  name: 'Hotel Alpenblick',
  category: 'mountain',
  locations: [{ address: 'Dorfstrasse 1', city: 'Zermatt', country: 'Schweiz' }],
  descriptions: [{ content: 'Ein Haus mit Tradition.' }],
  featureGroups: [{ category: 'facilities', subcategory: 'Wellness', features: ['Sauna', 'Hallenbad'] }],
  rooms: [{ name: 'Junior Suite', type: 'suite', features: ['Balkon'] }],
};

beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const lastRequest = () => {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('no request reached the fake');
  return request;
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('descriptions through the OpenAI SDK', () => {
  it('asks for 2 variants at temperature 0.7 and at most 2000 tokens, with the hotel profile', async () => {
    const variants = await service().generateDescriptions({ profile: hotel });
    expect(variants).toEqual(['Fake text 1. It reads well.', 'Fake text 2. It reads well.']);
    const request = lastRequest();
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe(`Bearer ${apiKey}`);
    expect(request.body).toMatchObject({ model: 'text-model', n: 2, temperature: 0.7, max_tokens: 2000 });
    expect(request.body.messages?.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = promptText(request.body);
    for (const fact of [
      'Hotel Alpenblick',
      'Kategorie: mountain',
      'Zermatt',
      'Wellness: Sauna, Hallenbad',
      'Junior Suite (suite)',
      'Ein Haus mit Tradition.',
    ]) {
      expect(prompt).toContain(fact);
    }
    expect(prompt).toContain('auf Deutsch');
  });

  it('cuts each variant to 4000 characters at the last full sentence', async () => {
    const long = 'Ein ruhiger Satz über das Hotel. '.repeat(200);
    fake.reply({ body: chatCompletion([long, 'Kurz.']) });
    const [first, second] = await service().generateDescriptions({ profile: hotel });
    expect(first!.length).toBeLessThanOrEqual(4000);
    expect(first!.endsWith('Hotel.')).toBe(true);
    expect(second).toBe('Kurz.');
  });

  it('asks again when the service ignores n and answers once', async () => {
    fake.reply({ body: chatCompletion(['Erste Fassung.']) }, { body: chatCompletion(['Zweite Fassung.']) });
    expect(await service().generateDescriptions({ profile: hotel })).toEqual([
      'Erste Fassung.',
      'Zweite Fassung.',
    ]);
    expect(fake.requests.map((request) => request.body.n)).toEqual([2, 1]);
  });

  it('describes a room in English when asked', async () => {
    await service().generateDescriptions({
      profile: hotel,
      target: { kind: 'room', room: { name: 'Junior Suite', features: ['Balkon'] } },
      language: 'en',
    });
    const prompt = promptText(lastRequest().body);
    expect(prompt).toContain('das Zimmer „Junior Suite“');
    expect(prompt).toContain('auf Englisch');
  });

  it('writes in any content language of the hotel’s, named in the prompt (issue 37)', async () => {
    await service().generateDescriptions({ profile: hotel, language: 'it' });
    expect(promptText(lastRequest().body)).toContain('auf Italienisch');
    await service().generateDescriptions({ profile: hotel, language: 'nl' });
    expect(promptText(lastRequest().body)).toContain('auf Niederländisch');
  });
});

describe('the writing assistant through the OpenAI SDK', () => {
  it.each([
    ['Bitte länger', 'länger und ausführlicher'],
    ['zusammenfassen', 'Kürze den folgenden Text'],
    ['professioneller', 'professioneller und formeller'],
    ['informeller', 'lockerer und informeller'],
    ['Rechtschreibung', 'Verbessere den folgenden Text'],
  ])('"%s" chooses the German prompt "%s"', async (instruction, task) => {
    fake.reply({ body: chatCompletion(['  Neuer Text.  ']) });
    expect(await service().rewrite({ text: 'Alter Text.', instruction })).toEqual(['Neuer Text.']);
    const request = lastRequest();
    expect(request.body).toMatchObject({ model: 'text-model', temperature: 0.7 });
    const prompt = promptText(request.body);
    expect(prompt).toContain(task);
    expect(prompt).toContain(`Anweisung: ${instruction}`);
    expect(prompt).toContain('Text:\nAlter Text.');
  });

  it('sends the hotel facts given as context', async () => {
    await service().rewrite({
      text: 'Text.',
      instruction: 'länger',
      context: { hotelName: 'Hotel Alpenblick', features: ['Sauna'] },
    });
    expect(promptText(lastRequest().body)).toContain('Hotel: Hotel Alpenblick\nMerkmale: Sauna');
  });

  it('refuses an empty instruction without calling the service', async () => {
    expect(await failure(service().rewrite({ text: 'x', instruction: '  ' }))).toMatchObject({
      message: 'Bitte geben Sie eine Anweisung ein.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers the assistant failure text for an empty reply', async () => {
    fake.reply({ body: chatCompletion(['']) });
    expect(await failure(service().rewrite({ text: 'x', instruction: 'kürzer' }))).toMatchObject({
      message: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    });
  });
});

describe('image analysis through the OpenAI SDK', () => {
  it('sends the image as a base64 data URL to the vision model, at most 150 tokens, temperature 0.5', async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    fake.reply({ body: chatCompletion(['{"category":"Amenities","tags":["Pool","Sun"]}']) });
    expect(await service().analyzeImage({ bytes, mimeType: 'image/png', fileName: 'x.png' })).toEqual({
      category: 'Amenities',
      tags: ['pool', 'sun'],
    });
    const request = lastRequest();
    expect(request.body).toMatchObject({ model: 'vision-model', temperature: 0.5, max_tokens: 150 });
    expect(imageUrlOf(request.body)).toBe(`data:image/png;base64,${bytes.toString('base64')}`);
    const [message] = request.body.messages!;
    expect(message!.role).toBe('user');
    expect(message!.content).toEqual([
      {
        type: 'text',
        text: expect.stringContaining('Room Photos, Property, Event Spaces, Dining, Amenities, Other'),
      },
      {
        type: 'image_url',
        image_url: { url: expect.stringMatching(/^data:image\/png;base64,/), detail: 'low' },
      },
    ]);
  });

  it("asks for a caption and an alt text in the hotel's language, with room for them, and reads them", async () => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    fake.reply({
      body: chatCompletion([
        JSON.stringify({
          category: 'Dining',
          tags: ['breakfast'],
          caption: 'Frühstück auf der Terrasse',
          altText: 'Ein gedeckter Tisch mit Brot und Kaffee vor Bergen',
        }),
      ]),
    });
    expect(await service().analyzeImage({ bytes, mimeType: 'image/png', language: 'it' })).toEqual({
      category: 'Dining',
      tags: ['breakfast'],
      caption: 'Frühstück auf der Terrasse',
      altText: 'Ein gedeckter Tisch mit Brot und Kaffee vor Bergen',
    });
    const request = lastRequest();
    expect(request.body.max_tokens).toBe(300);
    const prompt = promptText(request.body);
    expect(prompt).toContain('auf Italienisch (it)');
    expect(prompt).toContain('"caption": "<Bildunterschrift>", "altText": "<Alternativtext>"');

    // The default answer of the fake, as the end-to-end journeys get it.
    expect(await service().analyzeImage({ bytes, mimeType: 'image/png', language: 'de' })).toMatchObject({
      caption: '[de] A bright room with a double bed',
      altText: '[de] A made double bed by a window',
    });
    // Without a language nothing is asked, and a reply's caption is not taken as one.
    expect(await service().analyzeImage({ bytes, mimeType: 'image/png' })).toEqual({
      category: 'Room Photos',
      tags: ['bed', 'bright'],
    });
    expect(promptText(lastRequest().body)).not.toContain('caption');
  });

  it('re-encodes formats vision models do not take (TIFF) as JPEG', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .tiff()
      .toBuffer();
    await service().analyzeImage({ bytes: tiff, mimeType: 'image/tiff' });
    const url = imageUrlOf(lastRequest().body)!;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const decoded = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
    expect(decoded).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
  });

  it('reads a malformed reply by pattern, defaulting to Other without tags', async () => {
    fake.reply(
      { body: chatCompletion(['Category: Dining, tags: [breakfast, buffet']) },
      { body: chatCompletion(['No idea.']) },
    );
    const image = { bytes: Buffer.from('GIF89a'), mimeType: 'image/gif' };
    expect(await service().analyzeImage(image)).toEqual({
      category: 'Dining',
      tags: ['breakfast', 'buffet'],
    });
    expect(await service().analyzeImage(image)).toEqual({ category: 'Other', tags: [] });
  });

  it.each([[['']], [[null]], [[]]])(
    'answers "No analysis received from OpenAI" for the empty reply %j',
    async (contents) => {
      fake.reply({ body: chatCompletion(contents) });
      expect(
        await failure(service().analyzeImage({ bytes: Buffer.from('GIF89a'), mimeType: 'image/gif' })),
      ).toMatchObject({
        message: 'No analysis received from OpenAI',
      });
    },
  );
});

describe('template sets through the OpenAI SDK', () => {
  const assets = [
    { id: 'hall', category: 'Event Spaces', tags: ['wedding'] },
    { id: 'facade', category: 'Property', tags: ['winter'] },
    { id: 'other', category: 'Other', tags: [] },
  ];

  it('asks at temperature 0.7 from today, and picks images by relevance', async () => {
    const templates = await service().generateTemplateSet({ profile: hotel, assets });
    const request = lastRequest();
    expect(request.body).toMatchObject({ model: 'text-model', temperature: 0.7 });
    const prompt = promptText(request.body);
    expect(prompt).toContain('Heute ist der 2026-11-15');
    expect(prompt).toContain('3 bis 5');
    expect(prompt).toContain('Schlagwörter der vorhandenen Bilder: wedding, winter');
    expect(templates.map((template) => [template.name, template.category, template.startDate])).toEqual([
      ['Fake Event', 'event', '2026-11-29'],
      ['Fake Season', 'seasonal', '2026-12-25'],
      ['Fake Business', 'audience', '2027-01-14'],
    ]);
    expect(templates[0]).toMatchObject({ images: ['hall', 'facade'], coverId: 'hall' });
    expect(templates[1]).toMatchObject({ images: ['facade', 'hall'], coverId: 'facade' });
  });

  it.each([['not json at all'], ['{"items": []}'], ['']])(
    'answers "Failed to parse generated templates" for %j',
    async (reply) => {
      fake.reply({ body: chatCompletion([reply]) });
      expect(await failure(service().generateTemplateSet({ profile: hotel, assets }))).toMatchObject({
        message: 'Failed to parse generated templates',
      });
    },
  );
});
