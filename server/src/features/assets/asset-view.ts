import { analysisFallbacks, type AnalysisFallback, type AssetView } from '@common/assets/schemas';
import { findAssetCategory } from '@common/assets/categories';
import type { Storage } from '../../integrations/storage/storage';
import type { AssetViewRow } from './repository';

/** What the API shows of an asset: explicit fields and URLs, never storage internals. */
export function presentAsset(storage: Storage, asset: AssetViewRow, tags: string[]): AssetView {
  return {
    id: asset.id,
    name: asset.name,
    type: 'image',
    category: findAssetCategory(asset.category) ?? 'Other',
    tags,
    url: storage.publicUrl(asset.storageKey),
    thumbUrl: storage.publicUrl(asset.thumbKey),
    galleryUrl: storage.publicUrl(asset.galleryKey),
    width: asset.width,
    height: asset.height,
    size: asset.size,
    originalMissing: asset.originalMissing,
    createdAt: asset.createdAt.toISOString(),
    analysisFallback: knownFallback(asset.analysisFallback),
    caption: asset.caption,
    altText: asset.altText,
  };
}

function knownFallback(value: string | null): AnalysisFallback | null {
  return analysisFallbacks.find((fallback) => fallback === value) ?? null;
}
