import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { renderDocsPage, type ReadableDocument } from './docs-page';
import { contentApiDocument } from './openapi-document';

/** Readers may keep the contract a few minutes; it changes only with a release. */
const cacheControl = 'public, max-age=300';

/**
 * The content API's contract and reference, public (no key needed to read the docs): the OpenAPI document and the
 * HTML page made from it, both made once when the app starts (APP_URL is in them) and sent as they are.
 */
export function registerContentApiDocsRoutes(app: FastifyInstance, context: AppContext) {
  const document = contentApiDocument(context.config.appUrl);
  const json = JSON.stringify(document);
  const page = renderDocsPage(document as unknown as ReadableDocument);

  app.get('/api/v1/openapi.json', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .header('cache-control', cacheControl)
      // Tools on other sites (an API client, a code generator) may read the contract.
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send(json),
  );

  app.get('/api/v1/docs', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', cacheControl).type('text/html; charset=utf-8').send(page),
  );
}
