import { useQueryClient } from '@tanstack/react-query';
import type { AssetUploadResponse } from '@common/assets/schemas';
import { ApiError, apiErrorOf, networkErrorMessage } from '@web/lib/api-client';
import { assetKeys, assetsPath } from './asset-keys';

export interface UploadAssetOptions {
  /** Share of this file sent so far, 0 to 1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
  category?: string;
  tags?: string[];
  /** The same id for every file of one batch, so the server tells of an AI failure once per batch. */
  batchId?: string;
}

/**
 * Uploads one image as multipart form data. XMLHttpRequest rather than fetch (the API client's way) because
 * only it reports upload progress. Errors are read like the API client reads them: the server's code and
 * message in an ApiError, and status 0 with code 'network' when the server was not reached. A 401 is not
 * redirected here: the library's refresh after the batch goes through the API client, which does that.
 */
export function uploadAsset(hotelId: string, file: File, options: UploadAssetOptions = {}) {
  return new Promise<AssetUploadResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', assetsPath(hotelId));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = safeJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as AssetUploadResponse);
        return;
      }
      reject(apiErrorOf(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', networkErrorMessage()));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }

    // Fields before the file, so the server has them when it streams the file.
    const body = new FormData();
    if (options.category) body.append('category', options.category);
    if (options.tags?.length) body.append('tags', options.tags.join(','));
    if (options.batchId) body.append('batch', options.batchId);
    body.append('file', file);
    xhr.send(body);
  });
}

function safeJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Refreshes every asset list, the tags and the picker once a batch has put new images in the library. */
export function useRefreshAssets(hotelId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assetKeys.all(hotelId) });
}
