import { httpTexts } from '@common/errors/texts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-body';

/**
 * What Fastify's router refuses before any route, hook or error handler runs (a malformed %-escape in the path, a
 * path parameter past maxParamLength): answered in the API's own error shape with a shared text, keeping Fastify's
 * status, rather than in Fastify's, whose message echoes the path and has no id.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(error.statusCode ?? 400)
    .send(errorBody({ code: 'validation', message: httpTexts.notProcessed }));
}
