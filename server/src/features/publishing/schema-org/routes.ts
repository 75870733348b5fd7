import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publishingTexts } from '@common/publishing/texts';
import type { AppContext } from '../../../http/context';
import { sendSharedText } from '../../../http/encoded-json';
import { matchesIfNoneMatch } from '../../../http/etag';
import { AppError } from '../../../lib/app-error';
import { hotelJsonLd } from './service';

type Params = { Params: { publicId: string } };

/**
 * Any website may read the data from its pages' scripts, and learn its ETag; every answer of the route says so,
 * errors included (a 404, a refused rate limit), so the page's script can read what went wrong. No cookie is read,
 * so allowing every origin shares nothing a request from anywhere else would not get. Runs after the app's own
 * header hook, which set CORP to same-origin.
 */
function allowAnyOrigin(_request: FastifyRequest, reply: FastifyReply, done: () => void) {
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag')
    .header('cross-origin-resource-policy', 'cross-origin');
  done();
}

/**
 * Short: websites and search engines may keep the data five minutes before asking again (a 304 while unchanged).
 * Switching publishing off or a new public id answers 404 here at once; copies already kept expire within that.
 */
const cacheControl = 'public, max-age=300';

/**
 * The hotel's schema.org data for its own website (issue 34, point 2): public, read-only, found by the hotel's
 * public id, never its database id; 404 with the same words for an unknown, unpublished or replaced id.
 * Limited per client address like the other public pages (PUBLIC_PREVIEW_RATE_LIMIT).
 */
export function registerSchemaOrgRoutes(app: FastifyInstance, context: AppContext) {
  const path = '/api/public/hotels/:publicId/schema.jsonld';
  const config = {
    access: 'public' as const,
    // A website's visitors may each fetch it; one client cannot walk public ids or read the data in bulk.
    rateLimit: {
      max: context.config.publicPreviewRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => request.ip,
      errorResponseBuilder: () => ({ statusCode: 429, message: publishingTexts.tooManyRequests }),
    },
  };

  // Compressed once per ETag (sendSharedText), not by the plugin on every request.
  app.get<Params>(path, { onRequest: allowAnyOrigin, config, compress: false }, async (request, reply) => {
    const data = await hotelJsonLd(context, request.params.publicId);
    if (!data) {
      reply.header('cache-control', 'no-store');
      throw new AppError('notFound', publishingTexts.notPublished);
    }
    reply.header('etag', data.etag).header('cache-control', cacheControl);
    if (matchesIfNoneMatch(request.headers['if-none-match'], data.etag)) return reply.status(304).send();
    return sendSharedText(request, reply, await data.read(), 'application/ld+json; charset=utf-8');
  });

  // A page's script that sends If-None-Match itself asks first (CORS preflight).
  app.options<Params>(path, { onRequest: allowAnyOrigin, config }, async (_request, reply) =>
    reply
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-allow-headers', 'If-None-Match')
      .header('access-control-max-age', '86400')
      .status(204)
      .send(),
  );
}
