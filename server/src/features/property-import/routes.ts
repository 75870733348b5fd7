import type { FastifyInstance } from 'fastify';
import { importStartSchema, websiteImportStartSchema } from '@common/import/schemas';
import { perUser } from '../../http/rate-limit-keys';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { definePropertyImportJob } from './import-job';
import { getImport, getLatestImport, startImport } from './service';

type HotelParams = { Params: { hotelId: string } };
type ImportParams = { Params: { hotelId: string; importId: string } };

/**
 * Each import calls the paid data API (or reads a website) and downloads up to 150 photos: a user starts at most
 * this many an hour, of each kind.
 */
const importsPerHour = 20;

/** The property import (spec part 1, sections 2-5, 7-9): start one, follow it, find the latest. */
export function registerPropertyImportRoutes(app: FastifyInstance, context: AppContext) {
  definePropertyImportJob(context);

  app.post<HotelParams>(
    '/api/hotels/:hotelId/import',
    { config: { rateLimit: { max: importsPerHour, timeWindow: '1 hour', keyGenerator: perUser } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { url } = validate(importStartSchema, request.body);
      const run = await startImport(context, userId, request.params.hotelId, url);
      return reply.status(202).send({ import: run });
    },
  );

  // The hotel's own website (issue 18): needs nothing configured; fetches up to 20 pages and 60 photos.
  app.post<HotelParams>(
    '/api/hotels/:hotelId/import/website',
    { config: { rateLimit: { max: importsPerHour, timeWindow: '1 hour', keyGenerator: perUser } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { url } = validate(websiteImportStartSchema, request.body);
      const run = await startImport(context, userId, request.params.hotelId, url, 'website');
      return reply.status(202).send({ import: run });
    },
  );

  app.get<HotelParams>('/api/hotels/:hotelId/import', async (request) => ({
    import: await getLatestImport(context, currentUser(request).id, request.params.hotelId),
  }));

  app.get<ImportParams>('/api/hotels/:hotelId/import/:importId', async (request) => ({
    import: await getImport(
      context,
      currentUser(request).id,
      request.params.hotelId,
      request.params.importId,
    ),
  }));
}
