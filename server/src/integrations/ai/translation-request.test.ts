import { describe, expect, it } from 'vitest';
import type { TranslationRequest } from './ai-service';
import { TranslationError } from './translation-error';
import { checkTranslationRequest } from './translation-request';

const request: TranslationRequest = {
  text: 'Ein Haus mit Tradition.',
  from: 'de',
  to: 'it',
  kind: 'roomName',
};

/** The error a request is refused with, as a route would answer it. */
function refusal(changes: Record<string, unknown>) {
  try {
    checkTranslationRequest({ ...request, ...changes } as TranslationRequest);
  } catch (error) {
    expect(error).toBeInstanceOf(TranslationError);
    const { failure, status, message, fields } = error as TranslationError;
    return { failure, status, message, fields };
  }
  return undefined;
}

const unknownLanguage = 'Unknown language code. Use one of: en, de, it, fr, es, nl.';

describe('a translation request', () => {
  it('passes with two content languages, a kind and a text', () => {
    expect(refusal({})).toBeUndefined();
  });

  it('is refused into the language it is written in, naming the field to', () => {
    expect(refusal({ to: 'de' })).toEqual({
      failure: 'invalidRequest',
      status: 400,
      message: 'The text is already in this language. Choose another language to translate it into.',
      fields: { to: 'The text is already in this language. Choose another language to translate it into.' },
    });
  });

  it('is refused with an unknown language code, naming each field', () => {
    expect(refusal({ from: 'pt' })).toMatchObject({ status: 400, fields: { from: unknownLanguage } });
    expect(refusal({ to: 'DE' })).toMatchObject({ status: 400, fields: { to: unknownLanguage } });
    expect(refusal({ from: '__proto__', to: 'de-DE' })).toMatchObject({
      message: unknownLanguage,
      fields: { from: unknownLanguage, to: unknownLanguage },
    });
  });

  it('is refused with an unknown kind of text', () => {
    expect(refusal({ kind: 'invoice' })).toMatchObject({
      status: 400,
      fields: { kind: 'Unknown kind of text.' },
    });
  });

  it('is refused without a text, or with one longer than any the product stores', () => {
    for (const text of ['', ' \n\t ', null, 42])
      expect(refusal({ text }), JSON.stringify(text)).toMatchObject({
        status: 400,
        fields: { text: 'There is no text to translate.' },
      });
    expect(refusal({ text: 'x'.repeat(20_000) })).toBeUndefined();
    expect(refusal({ text: 'x'.repeat(20_001) })).toMatchObject({
      status: 400,
      fields: { text: 'The text is too long to translate (at most 20000 characters).' },
    });
  });
});
