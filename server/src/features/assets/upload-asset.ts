import { assetTexts, type AssetUploadResponse } from '@common/assets/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { findAssetCategory, type AssetCategory } from '@common/assets/categories';
import { uploadTexts } from '@common/assets/upload-texts';
import { controlCharactersMessage, hasControlCharacters, withoutControlCharacters } from '@common/text';
import { activityTexts, assetActivityTitle } from '@common/activities/texts';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { inspectImage } from '../../lib/image-input';
import { originalWithoutMetadata } from '../../lib/image-metadata/original-without-metadata';
import type { ReadUpload } from '../../http/read-upload';
import { normalizeTags } from '../../integrations/ai/image-analysis-parsing';
import { recordActivity } from '../activities/service';
import {
  claimStoredFiles,
  pendingFor,
  removePendingFiles,
  uploadFilesPendingMs,
} from '../files/pending-files';
import { analysisFallbackOf } from './analysis-fallback';
import { notifyCounted } from '../notifications/service';
import { storeAssetFiles, storedKeyList } from './asset-files';
import { presentAsset } from './asset-view';
import { displayName } from './display-name';
import { differenceHash, nearDuplicateDistance } from './perceptual-hash';
import { makeRenditions } from './renditions';
import {
  findAssetByHash,
  findNearestByPerceptualHash,
  findTagsOfAssets,
  insertAssetWithTags,
} from './repository';
import { restoreAssetInTransaction } from '../trash/restore-asset';

type Deps = Pick<AppContext, 'db' | 'storage' | 'ai' | 'log'>;

const duplicateError = () => new AppError('duplicate', assetTexts.duplicate);
const unreadable = (cause: unknown) =>
  new AppError('unsupportedMediaType', uploadTexts.unreadable, { cause });

/**
 * The upload pipeline (spec part 2, section 4; DECISIONS.md points 12-13): the image is checked by its content,
 * refused when the hotel already has the same bytes, given WebP renditions, categorised and tagged by the AI
 * (falling back to the supplied category, else Other) and, where an AI service is configured, given a caption and
 * an alt text in the hotel's primary language, stored, and recorded with its tags in one transaction.
 * The files are recorded as pending before they are stored and claimed by the row's transaction; a failure
 * before the commit removes them, and a process killed meanwhile leaves them to the pending-files sweep, so no
 * file is left without a row and no row without its files. When the
 * AI service failed and the defaults were used, the asset records why (DECISIONS.md point 24), the answer says
 * so for the upload dialog, and the uploader is told through the bell, once per batch.
 */
export async function uploadAsset(
  deps: Deps,
  user: SessionUser,
  hotel: { id: string; primaryLanguage: LanguageCode },
  upload: ReadUpload,
): Promise<AssetUploadResponse> {
  const { db, storage, ai, log } = deps;
  const hotelId = hotel.id;
  const supplied = suppliedFields(upload.fields);
  // Refuses what is not an accepted image before any other work.
  await inspectImage(upload.buffer);
  const same = await findAssetByHash(db, hotelId, upload.sha256);
  if (same?.deletedAt) return restoreUploadedAgain(deps, user.id, hotelId, same.id);
  if (same) throw duplicateError();

  const renditions = await makeRenditions(upload.buffer).catch((error: unknown) => {
    throw unreadable(error);
  });
  const perceptualHash = await differenceHash(renditions.thumb);
  const nearest = await findNearestByPerceptualHash(db, hotelId, perceptualHash, nearDuplicateDistance);

  // The thumbnail is what the analysis needs (the vision service reads images at low detail anyway), and it is
  // far cheaper to decode than a multi-megapixel original.
  const analysis = await ai
    .forUser(user.id)
    .analyzeImage({
      bytes: renditions.thumb,
      mimeType: 'image/webp',
      fileName: upload.filename,
      // The caption and alt text, where the service writes them, in the language the hotel writes in first.
      language: hotel.primaryLanguage,
    })
    .then((result) => ({ ...result, provider: ai.service.provider, fallback: null }))
    .catch((error: unknown) => {
      log.warn({ err: error }, 'image analysis failed; using the supplied category');
      // Recorded on the asset, so the upload dialog can say so and the library can analyse it again.
      const fallback = analysisFallbackOf(error);
      return {
        category: 'Other' as AssetCategory,
        tags: [] as string[],
        caption: undefined,
        altText: undefined,
        provider: 'fallback' as const,
        fallback,
      };
    });
  // An analysis that could not place the image (Other) keeps the category the uploader chose (default Room Photos).
  const category = analysis.category === 'Other' ? (supplied.category ?? 'Other') : analysis.category;
  // The AI's tags are not the uploader's to correct: their control characters are dropped, not refused.
  const tags = normalizeTags([...supplied.tags, ...analysis.tags.map(withoutControlCharacters)]);

  const original = await originalWithoutMetadata(upload.buffer);
  const keys = await storeAssetFiles(deps, hotelId, original, renditions, {
    pendingUntil: pendingFor(uploadFilesPendingMs),
  });
  const name = displayName(upload.filename);
  const asset = await db
    .transaction(async (tx) => {
      await claimStoredFiles(tx, storedKeyList(keys));
      return insertAssetWithTags(
        tx,
        {
          hotelId,
          name,
          category,
          storageKey: keys.original,
          thumbKey: keys.thumb,
          galleryKey: keys.gallery,
          mimeType: original.facts.mimeType,
          size: original.bytes.length,
          width: original.facts.width,
          height: original.facts.height,
          // The upload's own bytes, as the uploader has them: the same file uploaded again is still a duplicate.
          hash: upload.sha256,
          perceptualHash,
          analysisFallback: analysis.fallback,
          caption: analysis.caption ?? '',
          altText: analysis.altText ?? '',
        },
        tags,
      );
    })
    .catch(async (error: unknown) => {
      await removePendingFiles(deps, storedKeyList(keys));
      // Two uploads of the same bytes at once: the unique index lets only one through. (Or the same photo
      // went to the trash meanwhile: rare enough to answer as a duplicate, and uploading again restores it.)
      if (isUniqueViolation(error)) throw duplicateError();
      throw error;
    });
  // From here the asset and its files stand: a failure below must not remove them.
  await recordActivity(deps, {
    hotelId,
    kind: 'asset_upload',
    title: activityTexts.assetUploaded[category](name),
    entityId: asset.id,
    actorUserId: user.id,
  });
  if (analysis.provider === 'fallback')
    await notifyCounted(deps, {
      userId: user.id,
      hotelId,
      kind: 'upload_ai_fallback',
      // One notification per batch, counting its images; an upload outside a batch stands alone.
      dedupeKey: `${hotelId}:${supplied.batch ?? asset.id}`,
    });
  return {
    asset: presentAsset(storage, asset, [...tags].sort()),
    nearDuplicate: nearest
      ? { id: nearest.id, name: nearest.name, thumbUrl: storage.publicUrl(nearest.thumbKey) }
      : null,
    analysis: { provider: analysis.provider, fallback: analysis.fallback },
    restoredFromTrash: false,
  };
}

/**
 * The same file is in the hotel's trash (issue 31, point 4): an operator uploading it again wants it back, not a
 * duplicate error about a photo they cannot see. It comes back as it was (name, category, tags, its galleries and
 * templates, a room or template that is full since left out), and the answer says so. Restored by a concurrent
 * restore or removed for good meanwhile: answered as the duplicate it then is, or not found.
 */
async function restoreUploadedAgain(
  deps: Deps,
  userId: string,
  hotelId: string,
  assetId: string,
): Promise<AssetUploadResponse> {
  const restored = await deps.db.transaction((tx) => restoreAssetInTransaction(tx, hotelId, assetId, 'skip'));
  if (!restored) throw duplicateError();
  const tags = (await findTagsOfAssets(deps.db, [assetId])).get(assetId) ?? [];
  await recordActivity(deps, {
    hotelId,
    kind: 'trash_restore',
    title: assetActivityTitle(activityTexts.assetRestored, restored.category, restored.name),
    entityId: restored.id,
    actorUserId: userId,
  });
  return {
    asset: presentAsset(deps.storage, restored, [...tags].sort()),
    nearDuplicate: null,
    // It was analysed at its first upload; nothing was analysed now.
    analysis: null,
    restoredFromTrash: true,
  };
}

/** A batch id the web app sends with each file of one upload batch (a UUID; anything else is ignored). */
const batchPattern = /^[0-9a-f-]{8,64}$/i;

/**
 * The form's own fields. Tags and category are stored and shown, as in the edit form: a control character (NUL,
 * which PostgreSQL refuses, a line break, an escape sequence) is refused with a clear message.
 */
function suppliedFields(fields: Record<string, string>) {
  if (Object.values(fields).some(hasControlCharacters))
    throw new AppError('validation', controlCharactersMessage);
  return {
    batch: fields.batch && batchPattern.test(fields.batch) ? fields.batch : undefined,
    category: fields.category ? findAssetCategory(fields.category) : undefined,
    tags: (fields.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  };
}
