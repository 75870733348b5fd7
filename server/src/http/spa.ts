import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@common/errors/error-codes';

/**
 * Serves the built web app. Hashed assets are cached for a year and sent as the build compressed them
 * (`.br`, `.gz` beside each script and stylesheet, at the highest level, which on-the-fly compression cannot
 * afford); any other GET without a file extension outside /api/ gets index.html so the client router can
 * answer (including its not-found page).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string) {
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
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname) && hasBuild;
    if (isPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', webRoot);
    }
    const body: ApiErrorBody = { error: { code: 'notFound', message: 'Not found' } };
    return reply.status(404).send(body);
  });
}
