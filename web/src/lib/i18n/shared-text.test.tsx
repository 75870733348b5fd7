import { act } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findSharedMessage, sharedMessageTemplates } from '@common/messages/registry';
import { roomCreateSchema } from '@common/rooms/schemas';
import { roomTexts } from '@common/rooms/texts';
import { templateTexts } from '@common/templates/texts';
import { catalogueMessages, compileCatalogue } from '../../../vite/compiled-catalogues';
import { apiRequest, ApiError, errorMessage } from '../api-client';
import { messagesByField } from '../field-errors';
import { i18n, interfaceLanguage } from './i18n';
import { activateInterfaceLanguage } from './activate-language';
import { addSharedMessages, sharedText } from './shared-text';

/** What a second language's web/src/locales/de/shared.json would hold, keyed like common/src/messages/registry.ts. */
const germanSharedTexts = {
  rooms: { nameRequired: 'Bitte gib einen Zimmernamen ein', notFound: 'Zimmer nicht gefunden' },
  templates: {
    tooManyImages: 'Höchstens {max} Bilder',
    generateFailed: 'Die Vorlagen konnten nicht erstellt werden',
  },
};

/**
 * What is wrong with a language's shared.json: a key that is no shared text's id, or a translation whose values
 * are not its English template's (it would show '{max}' or lose a name).
 */
function sharedCatalogueProblems(catalogue: unknown): string[] {
  const templates = sharedMessageTemplates();
  const valuesOf = (text: string) =>
    [...new Set([...text.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();
  return Object.entries(catalogueMessages('shared', catalogue)).flatMap(([id, translation]) => {
    const template = templates.get(id.slice('shared.'.length));
    if (template === undefined) return [`${id}: no shared text has this id`];
    const [wanted, given] = [valuesOf(template), valuesOf(translation)];
    return String(wanted) === String(given)
      ? []
      : [`${id}: values {${String(given)}}, the English has {${String(wanted)}}`];
  });
}

describe("a second language's shared.json", () => {
  it('translates only shared texts, each with the values of its English', () => {
    expect(sharedCatalogueProblems(germanSharedTexts)).toEqual([]);
    expect(
      sharedCatalogueProblems({
        rooms: { nameRequird: 'Name fehlt' },
        templates: { tooManyImages: 'Höchstens 12 Bilder' },
      }),
    ).toEqual([
      'shared.rooms.nameRequird: no shared text has this id',
      'shared.templates.tooManyImages: values {}, the English has {max}',
    ]);
    const files = import.meta.glob<string>('../../locales/*/shared.json', {
      eager: true,
      import: 'default',
      query: '?raw',
    });
    for (const [file, source] of Object.entries(files))
      expect([file, sharedCatalogueProblems(JSON.parse(source))]).toEqual([file, []]);
  });
});

/** An API that refuses every request with `body`. */
function serverAnswering(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const tooManyImages = {
  error: {
    code: 'validation',
    message: 'At most 12 images',
    messageId: 'templates.tooManyImages',
    values: { max: '12' },
    fields: { name: roomTexts.nameRequired },
    fieldMessages: { name: { id: 'rooms.nameRequired' } },
  },
};

async function refusal(): Promise<ApiError> {
  const failure = await apiRequest('/api/anything', { method: 'POST', body: {} }).catch(
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(ApiError);
  return failure as ApiError;
}

describe('the shared texts in the shipped language', () => {
  it('show the server’s words as they came, with nothing to load', async () => {
    serverAnswering(400, tooManyImages);
    const failure = await refusal();
    expect(failure.message).toBe('At most 12 images');
    expect(failure.fields).toEqual({ name: 'Room name is required' });
    expect(sharedText(roomTexts.notFound)).toBe('Room not found');
    vi.unstubAllGlobals();
  });
});

describe('the shared texts in a second interface language', () => {
  beforeAll(() => {
    // The interface's own texts as the shipped language has them, so only the shared texts differ.
    i18n.load('de', i18n.messages);
    addSharedMessages('de', {
      messages: compileCatalogue('shared', germanSharedTexts),
      find: findSharedMessage,
    });
    act(() => i18n.activate('de'));
  });
  afterAll(() => {
    act(() => i18n.activate(interfaceLanguage));
    vi.unstubAllGlobals();
  });

  it('read an error answer by the id the server sent, with its values, and each field by its own', async () => {
    serverAnswering(400, tooManyImages);
    const failure = await refusal();
    expect(failure.message).toBe('Höchstens 12 Bilder');
    expect(failure.fields).toEqual({ name: 'Bitte gib einen Zimmernamen ein' });
    // What the server wrote stays at hand, to tell one failure from another whatever the language.
    expect(failure.source).toEqual({
      message: 'At most 12 images',
      fields: { name: 'Room name is required' },
    });
  });

  it('read the shared checks’ messages under a form’s fields in that language', () => {
    const parsed = roomCreateSchema.safeParse({ name: '   ' });
    expect(parsed.success).toBe(false);
    expect(messagesByField(parsed.error!)).toEqual({ name: 'Bitte gib einen Zimmernamen ein' });
  });

  it('find a shared text by its words where no id came with it, values included', () => {
    expect(sharedText(templateTexts.tooManyImages(8))).toBe('Höchstens 8 Bilder');
    expect(errorMessage(new Error('lost'), templateTexts.generateFailed)).toBe(
      'Die Vorlagen konnten nicht erstellt werden',
    );
  });

  it('show a text the language has not translated, and a message of no shared text, as they came', async () => {
    expect(sharedText(roomTexts.nameTooLong)).toBe('Room name is too long');
    serverAnswering(409, { error: { code: 'conflict', message: 'Something only this server says' } });
    expect((await refusal()).message).toBe('Something only this server says');
  });
});

describe('activating a second interface language', () => {
  afterAll(() => act(() => i18n.activate(interfaceLanguage)));

  it('fetches the shared texts’ translations and finder before the language shows', async () => {
    await act(() => activateInterfaceLanguage('xx'));
    expect(i18n.locale).toBe('xx');
    // A shared text this language does not translate shows as it came.
    expect(sharedText(roomTexts.notFound)).toBe('Room not found');
  });
});
