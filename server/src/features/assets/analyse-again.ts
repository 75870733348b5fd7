import { buffer } from 'node:stream/consumers';
import { assetTexts, type AssetView } from '@common/assets/schemas';
import { withoutControlCharacters } from '@common/text';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { normalizeTags } from '../../integrations/ai/image-analysis-parsing';
import { presentAsset } from './asset-view';
import { findTagsOfAssets, updateAssetWithTags } from './repository';
import { requireHotelAsset } from './service';

type Deps = Pick<AppContext, 'db' | 'storage' | 'ai'>;

/** As many tags as Edit Asset allows. */
const maxTags = 30;

/**
 * 'Analyse again' (DECISIONS.md point 24): runs the image analysis once more for an asset whose upload fell
 * back to the defaults, counted against the user's AI limit like an upload. On success the AI's category
 * replaces the default (an image it cannot place keeps its category), its tags join the asset's own, its caption
 * and alt text (in the hotel's primary language, where an AI service writes them) fill those still empty, and the
 * fallback mark is cleared. On failure nothing changes and the AI's error (429 or 503, with the spec's text)
 * is the answer, so the user is told.
 */
export async function analyseAssetAgain(
  deps: Deps,
  userId: string,
  hotelId: string,
  assetId: string,
): Promise<AssetView> {
  const { db, storage, ai } = deps;
  const { hotel, asset } = await requireHotelAsset(db, userId, hotelId, assetId);
  // The thumbnail, as at upload: what the vision service reads, and cheap to decode.
  const thumb = await storage.get(asset.thumbKey);
  const bytes = thumb ? await buffer(thumb.body) : undefined;
  if (!bytes) throw new Error(`asset ${asset.id} has no thumbnail in storage`);
  const analysis = await ai
    .forUser(userId)
    .analyzeImage({ bytes, mimeType: 'image/webp', fileName: asset.name, language: hotel.primaryLanguage });
  const current = (await findTagsOfAssets(db, [asset.id])).get(asset.id) ?? [];
  // The asset's own tags stay as they are (the uploader's or an editor's); the AI's are added after them, cleaned as
  // at upload.
  const added = normalizeTags(analysis.tags.map(withoutControlCharacters)).filter(
    (tag) => !current.includes(tag),
  );
  const tags = [...current, ...added].slice(0, maxTags);
  const category = analysis.category === 'Other' ? asset.category : analysis.category;
  // The AI's caption and alt text fill only what is empty, in the statement itself: what the operator typed stays.
  const updated = await updateAssetWithTags(db, asset.id, { category, analysisFallback: null }, tags, {
    caption: analysis.caption,
    altText: analysis.altText,
  });
  // Deleted for good while the vision service looked at it (emptying the trash).
  if (!updated) throw new AppError('notFound', assetTexts.notFound);
  return presentAsset(storage, updated, [...tags].sort());
}
