import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../lib/app-error';
import { documentOnlyHeaders } from './security-headers';

export interface SpaOptions {
  /**
   * The HTML of a page that carries more than index.html does (link-preview.ts); null where index.html serves.
   * Built by the caller from webRoot, so that this layer imports no feature.
   */
  pageHtml?(pathname: string, request: FastifyRequest): Promise<{ html: string; vary?: string } | null>;
}

/** What a browser sends back to ask whether a file changed. */
const validatorHeaders = ['etag', 'last-modified'];

/** Scripts and stylesheets, also as the build's pre-compressed copies. */
const scriptOrStylesheet = /\.(?:m?js|css)(?:\.br|\.gz)?$/;

/**
 * Serves the built web app. Hashed assets are cached for a year and sent as the build compressed them
 * (`.br`, `.gz` beside each script and stylesheet, at the highest level, which on-the-fly compression cannot
 * afford); any other GET without a file extension outside /api/ gets index.html so the client router can
 * answer (including its not-found page); a page with its own HTML (`pageHtml`) gets that instead.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, { pageHtml }: SpaOptions = {}) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A hashed asset never changes and an immutable one is never revalidated, so its validators would only
        // add some 80 bytes to each of the fifty scripts a signed-in page loads.
        if (immutable) for (const name of validatorHeaders) res.removeHeader(name);
        if (scriptOrStylesheet.test(filePath)) for (const name of documentOnlyHeaders) res.removeHeader(name);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname) && hasBuild;
    if (isPage) {
      reply.header('cache-control', 'no-cache').type('text/html');
      const page = pageHtml ? await pageHtml(pathname, request) : null;
      if (page === null) return reply.sendFile('index.html', webRoot);
      if (page.vary) reply.header('vary', page.vary);
      return reply.send(page.html);
    }
    // Through the error handler, so the answer carries its message id like every other error.
    throw notFound();
  });
}
