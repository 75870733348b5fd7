import type { FastifyInstance, FastifyRequest } from 'fastify';
import { galleryAddSchema, galleryImageRequestSchema, galleryOrderSchema } from '@common/galleries/schemas';
import type { AppContext } from '../../http/context';
import { sendLargeJson, sendSharedJson } from '../../http/encoded-json';
import { currentUser } from '../../http/session';
import { BatchedTurns } from '../../lib/batched-turns';
import { RememberedAnswers } from '../../lib/remembered-answers';
import type { SavedOrder } from './change-gallery';
import { orderSavesPerTurn } from './save-order';
import { validate } from '../../lib/validate';
import {
  addGalleryImages,
  getGallery,
  removeGalleryImage,
  saveGalleryOrder,
  setGalleryCover,
  type GalleryTarget,
} from './service';

type GalleryParams = { hotelId: string; roomId?: string };
type ImageParams = GalleryParams & { assetId: string };

const targetOf = ({ hotelId, roomId }: GalleryParams): GalleryTarget =>
  roomId === undefined ? { kind: 'hotel', hotelId } : { kind: 'room', hotelId, roomId };

/**
 * The hotel's gallery and each room's, with the same five routes (common/src/galleries/schemas.ts); every one
 * answers with the gallery after the change.
 */
export function registerGalleryRoutes(app: FastifyInstance, context: AppContext) {
  // Galleries are remembered per hotel version (a 300-image gallery is about 100 KB) and sent as shared,
  // already encoded JSON. Saving an order starts from the remembered gallery when it is current.
  const deps = {
    ...context,
    answers: new RememberedAnswers(300),
    orderSaves: new BatchedTurns<readonly string[], SavedOrder>(orderSavesPerTurn),
  };

  for (const base of ['/api/hotels/:hotelId/gallery', '/api/hotels/:hotelId/rooms/:roomId/gallery']) {
    app.get<{ Params: GalleryParams }>(base, { compress: false }, async (request, reply) => {
      const gallery = await getGallery(deps, userOf(request), targetOf(request.params));
      return sendSharedJson(request, reply, gallery);
    });

    // Changes answer with the whole gallery, compressed at once (http/encoded-json.ts).
    app.put<{ Params: GalleryParams }>(base, { compress: false }, async (request, reply) => {
      const { assetIds } = validate(galleryOrderSchema, request.body);
      const gallery = await saveGalleryOrder(deps, userOf(request), targetOf(request.params), assetIds);
      return sendLargeJson(request, reply, gallery);
    });

    app.post<{ Params: GalleryParams }>(`${base}/images`, { compress: false }, async (request, reply) => {
      const assetIds = validate(galleryAddSchema, request.body);
      const gallery = await addGalleryImages(deps, userOf(request), targetOf(request.params), assetIds);
      return sendLargeJson(request, reply, gallery);
    });

    app.post<{ Params: GalleryParams }>(`${base}/cover`, { compress: false }, async (request, reply) => {
      const { assetId } = validate(galleryImageRequestSchema, request.body);
      const gallery = await setGalleryCover(deps, userOf(request), targetOf(request.params), assetId);
      return sendLargeJson(request, reply, gallery);
    });

    app.delete<{ Params: ImageParams }>(
      `${base}/images/:assetId`,
      { compress: false },
      async (request, reply) => {
        const { assetId } = request.params;
        const gallery = await removeGalleryImage(deps, userOf(request), targetOf(request.params), assetId);
        return sendLargeJson(request, reply, gallery);
      },
    );
  }
}

const userOf = (request: FastifyRequest) => currentUser(request).id;
