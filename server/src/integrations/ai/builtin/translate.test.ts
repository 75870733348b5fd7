import { describe, expect, it } from 'vitest';
import { translatableTextKinds } from '@common/ai/translation';
import { languageCodes } from '@common/languages/content-languages';
import type { TranslationRequest } from '../ai-service';
import { createAiService } from '../create-ai-service';
import { TranslationError } from '../translation-error';
import { BuiltinAiService } from './builtin-ai-service';

const service = new BuiltinAiService(() => new Date('2026-11-15T10:00:00Z'));

const outcome = (request: TranslationRequest) =>
  service.translate(request).then(
    (text) => ({ translated: text }),
    (error: unknown) => error,
  );

describe('translation by the built-in generator', () => {
  it('says plainly that no translation service is configured, for every kind and pair of languages', async () => {
    for (const kind of translatableTextKinds)
      for (const from of languageCodes)
        for (const to of languageCodes.filter((code) => code !== from)) {
          const error = await outcome({ text: 'Ein Haus mit Tradition am See.', from, to, kind });
          expect(error, `${kind} ${from}->${to}`).toBeInstanceOf(TranslationError);
          expect(error).toMatchObject({
            failure: 'notConfigured',
            code: 'serviceUnavailable',
            status: 503,
            message: 'No translation service is configured: write this text yourself or set up an AI service',
          });
        }
  });

  it('never hands back the source text, not even a name that reads the same in both languages', async () => {
    for (const text of ['Junior Suite', 'Spa', 'Ein Haus mit Tradition am See.'])
      expect(await outcome({ text, from: 'de', to: 'en', kind: 'roomName' })).toMatchObject({
        failure: 'notConfigured',
      });
  });

  it('refuses a request no service could answer as such, so a route answers the same 400 either way', async () => {
    expect(await outcome({ text: 'Sauna', from: 'de', to: 'de', kind: 'photoCaption' })).toMatchObject({
      failure: 'invalidRequest',
      status: 400,
      fields: { to: 'The text is already in this language. Choose another language to translate it into.' },
    });
    expect(
      await outcome({ text: 'Sauna', from: 'de', to: 'pt' as never, kind: 'photoCaption' }),
    ).toMatchObject({ failure: 'invalidRequest', status: 400, fields: { to: expect.any(String) } });
  });

  it('is the service of an installation without an API key', async () => {
    const ai = createAiService({ raw: {} as never });
    await expect(ai.translate({ text: 'Sauna', from: 'de', to: 'it', kind: 'photoCaption' })).rejects.toThrow(
      'No translation service is configured: write this text yourself or set up an AI service',
    );
  });
});
