import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { notFound } from '../../lib/app-error';
import { filesRoutePrefix, isValidStorageKey } from '../../integrations/storage/storage-key';
import { startPendingFilesSweep } from './pending-files-sweep';

/** Every key names one version forever (a new upload gets a new key), so browsers may keep files for a year. */
const immutableCacheControl = 'public, max-age=31536000, immutable';

/**
 * Serves stored files at `/files/{key}` for both backends: the bucket can stay private and a file's URL
 * does not change when a deployment moves to S3. Public because images appear on pages before sign-in and
 * in previews; keys hold unguessable parts (ids, timestamps, random suffixes) built by the server.
 * Also starts the sweep that removes files no row owns (pending-files-sweep.ts).
 */
export function registerFileRoutes(app: FastifyInstance, context: AppContext) {
  const { storage } = context;
  startPendingFilesSweep(app, context);
  app.get(`${filesRoutePrefix}*`, { config: { access: 'public' } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A key the rules refuse (`..`, encoded slashes, odd characters) is not a file: the same 404 as a
    // missing one, and the storage is never asked about it.
    const file = isValidStorageKey(key) ? await storage.get(key) : null;
    if (!file) throw notFound();
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', immutableCacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
}
