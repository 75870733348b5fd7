import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { assetSelectionSchema, trashKindSchema } from '@common/trash/schemas';
import type { AppContext } from '../../http/context';
import { currentUser } from '../../http/session';
import { validate } from '../../lib/validate';
import { startTrashPurge } from './purge-trash';
import { assetUsage, deleteFromTrash, listTrash, restoreFromTrash, trashAssets } from './service';

type HotelParams = { Params: { hotelId: string } };
type KindParams = { Params: { hotelId: string; kind: string } };
type ItemParams = { Params: { hotelId: string; kind: string; itemId: string } };

const kindParams = z.object({ kind: trashKindSchema });

/**
 * The trash (issue 31, point 4): where photos are used before they are deleted, bulk delete of photos, each
 * kind's 'Trash' view with restore and permanent delete, and the hourly purge of what has waited 30 days. The
 * single deletes of a photo, room or template stay on their own routes and move it here too.
 */
export function registerTrashRoutes(app: FastifyInstance, context: AppContext) {
  startTrashPurge(app, context);

  app.post<HotelParams>('/api/hotels/:hotelId/assets/usage', async (request) => {
    const { assetIds } = validate(assetSelectionSchema, request.body);
    return { usage: await assetUsage(context.db, currentUser(request).id, request.params.hotelId, assetIds) };
  });

  app.post<HotelParams>('/api/hotels/:hotelId/assets/trash', async (request) => {
    const { assetIds } = validate(assetSelectionSchema, request.body);
    return { trashed: await trashAssets(context, currentUser(request).id, request.params.hotelId, assetIds) };
  });

  app.get<KindParams>('/api/hotels/:hotelId/trash/:kind', async (request) => {
    const { kind } = validate(kindParams, request.params);
    return listTrash(context, currentUser(request).id, request.params.hotelId, kind);
  });

  app.post<ItemParams>('/api/hotels/:hotelId/trash/:kind/:itemId/restore', async (request, reply) => {
    const { kind } = validate(kindParams, request.params);
    const { hotelId, itemId } = request.params;
    await restoreFromTrash(context, currentUser(request).id, hotelId, kind, itemId);
    return reply.status(204).send();
  });

  app.delete<ItemParams>('/api/hotels/:hotelId/trash/:kind/:itemId', async (request, reply) => {
    const { kind } = validate(kindParams, request.params);
    const { hotelId, itemId } = request.params;
    await deleteFromTrash(context, currentUser(request).id, hotelId, kind, itemId);
    return reply.status(204).send();
  });
}
