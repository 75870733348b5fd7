import os from 'node:os';
import path from 'node:path';
import { hotelInputSchema } from '@common/hotels/schemas';
import { hotelFieldTexts } from '@common/hotels/texts';
import { sharedMessageTemplates } from '@common/messages/registry';
import { trashTexts } from '@common/trash/schemas';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { validate } from '../lib/validate';
import { registerErrorHandler } from './error-handler';
import { answerFrameworkError } from './framework-errors';
import { registerSpa } from './spa';

/**
 * Every error answer names the shared text its message is (common/src/messages/registry.ts), so a client in another
 * interface language can show its own words: the message's id and values, and each field message's.
 */
function appAnswering() {
  const app = Fastify();
  registerErrorHandler(app);
  app.post('/hotels', async (request) => validate(hotelInputSchema, request.body));
  app.post('/restore', async () => {
    throw new AppError('conflict', trashTexts.roomFull('Suite "Alpen"', 50));
  });
  return app;
}

describe('error answers by message id', () => {
  it('a validation answer carries the message id and an id for every field message', async () => {
    const response = await appAnswering().inject({
      method: 'POST',
      url: '/hotels',
      payload: { name: '', website: 'not a website at all', address: '', city: 'Garmisch', country: 'DE' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({
      code: 'validation',
      message: hotelFieldTexts.nameRequired,
      fields: {
        name: 'Name is required',
        website: 'Please enter a valid website',
        address: 'Address is required',
      },
    });
    // Texts that read the same share one id (the first registered), so only the text behind the id is certain.
    expect(sharedMessageTemplates().get(error.messageId)).toBe('Name is required');
    expect(error.fieldMessages).toEqual({
      name: { id: error.messageId },
      website: { id: 'hotelFields.invalidWebsite' },
      address: { id: 'hotelFields.addressRequired' },
    });
  });

  it('a text with values carries its id and the values it was filled with', async () => {
    const response = await appAnswering().inject({ method: 'POST', url: '/restore' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: 'The room "Suite "Alpen"" already has 50 images. Remove one there, then restore this photo.',
      messageId: 'trash.roomFull',
      values: { room: 'Suite "Alpen"', max: '50' },
    });
  });

  it('an unknown API path answers 404 with the id of its message', async () => {
    const app = appAnswering();
    await registerSpa(app, path.join(os.tmpdir(), 'no-web-build-here'));
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'notFound',
      message: 'Not found',
      messageId: 'http.notFound',
    });
  });

  it("a path Fastify's router refuses answers in the API's shape, with the id of its message", async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    registerErrorHandler(app);
    app.get('/api/hotels/:hotelId', async () => ({}));
    const refused = await app.inject({ method: 'GET', url: '/api/hotels/%zz' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: {
        code: 'validation',
        message: 'The request could not be processed.',
        messageId: 'http.notProcessed',
      },
    });
  });
});
