import { useEffect, useRef, useState } from 'react';
import { uploadAsset, useRefreshAssets } from '../api/upload-asset';
import { batchPercent } from '../upload-progress';
import {
  resultOfError,
  summarizeUploads,
  type FileUploadResult,
  type UploadOutcome,
} from '../upload-outcome';
import type { ChosenFile, FileStatus } from './use-file-selection';

/**
 * Sends a batch one file after another (spec part 2, section 4), tracking overall progress and each file's
 * status. A file that fails does not stop the others (DECISIONS.md point 20); only a request that never
 * reached the server ends the batch, since the next files would fail the same way.
 */
export function useUploadBatch(hotelId: string) {
  const refresh = useRefreshAssets(hotelId);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  const [outcome, setOutcome] = useState<UploadOutcome | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Closing is disabled while uploading; this only stops a transfer when the page itself goes away.
  useEffect(() => () => controller.current?.abort(), []);

  /** Answers the batch's outcome, or null when the upload was abandoned because the page went away. */
  const run = async (
    files: ChosenFile[],
    setStatus: (id: string, status: FileStatus) => void,
  ): Promise<UploadOutcome | null> => {
    const current = new AbortController();
    controller.current = current;
    setUploading(true);
    setOutcome(null);
    setPercent(0);
    const sizes = files.map((entry) => entry.file.size);
    const batchId = crypto.randomUUID();
    const results: FileUploadResult[] = [];
    for (const [index, entry] of files.entries()) {
      setStatus(entry.id, 'uploading');
      try {
        const answer = await uploadAsset(hotelId, entry.file, {
          // The spec's default category; the AI's analysis replaces it when it succeeds.
          category: 'Room Photos',
          batchId,
          signal: current.signal,
          onProgress: (fraction) => setPercent(batchPercent(sizes, index, fraction)),
        });
        results.push({
          kind: 'uploaded',
          fileName: entry.file.name,
          nearDuplicate: answer.nearDuplicate,
          category: answer.asset.category,
          fallback: answer.analysis?.fallback ?? null,
          restoredFromTrash: answer.restoredFromTrash,
        });
        setStatus(entry.id, 'uploaded');
      } catch (error) {
        if (current.signal.aborted) return null;
        const result = resultOfError(entry.file.name, error);
        results.push(result);
        if (result.kind === 'network') {
          setStatus(entry.id, 'waiting');
          break;
        }
        setStatus(entry.id, result.kind === 'duplicate' ? 'skipped' : 'failed');
      }
    }
    const summary = summarizeUploads(results);
    if (summary.uploadedCount > 0) void refresh();
    setUploading(false);
    setPercent(0);
    setOutcome(summary);
    return summary;
  };

  return { uploading, percent, outcome, run };
}
