import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { aiFailureText } from './ai-failure-text';

/** The AI panel of the German hotel content page says the server's English AI errors in German (point 24). */
describe('aiFailureText', () => {
  it('says the spec’s English AI errors in German, by code', () => {
    const rateLimited = new ApiError(429, 'rateLimited', 'Rate limit exceeded. Please try again later.');
    expect(aiFailureText(rateLimited, 'rewrite')).toBe(
      'Zu viele Anfragen an den KI-Dienst. Bitte versuchen Sie es später erneut.',
    );
    const serviceFailed = new ApiError(
      503,
      'serviceUnavailable',
      'Failed to generate description. Please try again.',
    );
    expect(aiFailureText(serviceFailed, 'description')).toBe(
      'Die Beschreibung konnte nicht generiert werden. Bitte versuchen Sie es erneut.',
    );
    expect(aiFailureText(new ApiError(0, 'network', 'The server could not be reached.'), 'rewrite')).toBe(
      'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    const tooLong = new ApiError(400, 'validation', 'The text is too long', { text: 'The text is too long' });
    expect(aiFailureText(tooLong, 'rewrite')).toBe('Der Text ist zu lang für den Schreibassistenten.');
  });

  it('falls back to the operation’s own German text for anything else', () => {
    expect(aiFailureText(new Error('boom'), 'rewrite')).toBe(
      'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    );
    expect(aiFailureText(new ApiError(500, 'internal', 'Something went wrong'), 'description')).toBe(
      'Die Beschreibung konnte nicht generiert werden. Bitte versuchen Sie es erneut.',
    );
  });
});
