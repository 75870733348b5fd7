import type { FastifyInstance } from 'fastify';
import { assetBulkUpdateSchema } from '@common/assets/bulk-schemas';
import { assetListQuerySchema, assetUpdateSchema } from '@common/assets/schemas';
import { uploadTexts } from '@common/assets/upload-texts';
import type { AppContext } from '../../http/context';
import { sendSharedJson } from '../../http/encoded-json';
import { readUpload } from '../../http/read-upload';
import { currentUser } from '../../http/session';
import { AppError } from '../../lib/app-error';
import { validate } from '../../lib/validate';
import { requireMemberHotel } from '../hotels/service';
import { analyseAssetAgain } from './analyse-again';
import { listAssetIds, updateAssets } from './bulk-edit';
import { LibraryCache } from './library-cache';
import { defineOriginalMetadataJob } from './original-metadata-job';
import { definePhotoFactsJob } from './photo-facts-job';
import { trashAsset } from '../trash/service';
import { listAssets, listAssetTags, updateAsset } from './service';
import { uploadAsset } from './upload-asset';

type HotelParams = { Params: { hotelId: string } };
type AssetParams = { Params: { hotelId: string; assetId: string } };

export function registerAssetRoutes(app: FastifyInstance, context: AppContext) {
  const reads = { ...context, libraryCache: new LibraryCache() };
  // Originals stored before uploads lost their metadata lose it too: a start that finds one queues a pass.
  defineOriginalMetadataJob(app, context);
  definePhotoFactsJob(app, context);

  // Library answers are remembered (library-cache.ts) and so sent as shared, already encoded JSON.
  app.get<HotelParams>('/api/hotels/:hotelId/assets', { compress: false }, async (request, reply) => {
    const query = validate(assetListQuerySchema, request.query);
    const category = query.category === 'all' ? undefined : query.category;
    const page = await listAssets(reads, currentUser(request).id, request.params.hotelId, {
      ...query,
      category,
    });
    return sendSharedJson(request, reply, page);
  });

  app.get<HotelParams>('/api/hotels/:hotelId/assets/tags', { compress: false }, async (request, reply) => {
    const tags = await listAssetTags(reads, currentUser(request).id, request.params.hotelId);
    return sendSharedJson(request, reply, tags);
  });

  // 'Select all' in the library: the ids the filters match, read fresh (a selection is acted on at once).
  app.get<HotelParams>('/api/hotels/:hotelId/assets/ids', async (request) => {
    const { search, category, tags } = validate(assetListQuerySchema, request.query);
    return listAssetIds(context, currentUser(request).id, request.params.hotelId, {
      search: search || undefined,
      category: category === 'all' ? undefined : category,
      tags,
    });
  });

  // The selection's category and tags in one request and one transaction (bulk-edit.ts).
  app.patch<HotelParams>('/api/hotels/:hotelId/assets', async (request) => {
    const change = validate(assetBulkUpdateSchema, request.body);
    return updateAssets(context, currentUser(request).id, request.params.hotelId, change);
  });

  app.post<HotelParams>('/api/hotels/:hotelId/assets', async (request, reply) => {
    const user = currentUser(request);
    // Ownership first: another hotel's id answers 404 before the upload is even read.
    const hotel = await requireMemberHotel(context.db, user.id, request.params.hotelId);
    const upload = await readUpload(request, 'file');
    if (!upload) throw new AppError('validation', uploadTexts.noFileChosen);
    const answer = await uploadAsset(context, user, hotel, upload);
    // A file that was in the trash is not created but brought back (issue 31, point 4).
    return reply.status(answer.restoredFromTrash ? 200 : 201).send(answer);
  });

  app.patch<AssetParams>('/api/hotels/:hotelId/assets/:assetId', async (request) => {
    const input = validate(assetUpdateSchema, request.body);
    return {
      asset: await updateAsset(
        context,
        currentUser(request).id,
        request.params.hotelId,
        request.params.assetId,
        input,
      ),
    };
  });

  // 'Analyse again' for an asset whose upload analysis fell back to the defaults (DECISIONS.md point 24).
  app.post<AssetParams>('/api/hotels/:hotelId/assets/:assetId/analyse', async (request) => ({
    asset: await analyseAssetAgain(
      context,
      currentUser(request).id,
      request.params.hotelId,
      request.params.assetId,
    ),
  }));

  // 'Delete Asset' moves the photo to the trash, from which it can be restored for 30 days (features/trash).
  app.delete<AssetParams>('/api/hotels/:hotelId/assets/:assetId', async (request, reply) => {
    await trashAsset(context, currentUser(request).id, request.params.hotelId, request.params.assetId);
    return reply.status(204).send();
  });
}
