import type { AnalysisFallback, AssetUploadResponse } from '@common/assets/schemas';
import { ApiError } from '@web/lib/api-client';
import { assetLibraryTexts } from '@web/locales/assets';

export type NearDuplicate = NonNullable<AssetUploadResponse['nearDuplicate']>;

/** What happened to one file of a batch. */
export type FileUploadResult =
  | {
      kind: 'uploaded';
      fileName: string;
      nearDuplicate: NearDuplicate | null;
      /** The category it was filed under, and why the AI gave no analysis (null when it did). */
      category: string;
      fallback: AnalysisFallback | null;
      /** The same file was in the trash and came back with it (issue 31, point 4). */
      restoredFromTrash: boolean;
    }
  | { kind: 'duplicate'; fileName: string }
  | { kind: 'failed'; fileName: string; reason: string }
  /** The server was not reached; the batch stops here. */
  | { kind: 'network'; fileName: string };

export interface UploadOutcome {
  uploadedCount: number;
  /** The spec's 'n image(s) ... skipped' text, or null when no file was a duplicate. */
  skippedMessage: string | null;
  /** Files refused for another reason, with the server's message (DECISIONS.md point 20). */
  failures: { fileName: string; reason: string }[];
  nearDuplicates: { fileName: string; match: NearDuplicate }[];
  /** Files filed with the default category and no tags because the AI analysis failed (DECISIONS.md point 24). */
  fallbacks: { fileName: string; category: string; reason: AnalysisFallback }[];
  /** Files that were in the trash and are back in the library, said so the operator is not surprised. */
  restoredFromTrash: string[];
  /** 'Failed to upload files. Please try again.' when the whole request failed, else null. */
  requestFailure: string | null;
  /** Whether the dialog stays open to show what went wrong or what to look at. */
  keepOpen: boolean;
}

/** The per-file result of an upload that threw. */
export function resultOfError(fileName: string, error: unknown): FileUploadResult {
  if (error instanceof ApiError) {
    if (error.code === 'duplicate') return { kind: 'duplicate', fileName };
    if (error.code === 'network') return { kind: 'network', fileName };
    return { kind: 'failed', fileName, reason: error.message };
  }
  return { kind: 'network', fileName };
}

export const skippedText = (count: number) => assetLibraryTexts('upload.skipped', { count });

/**
 * The rules of spec part 2, section 4 ("Duplicates in a batch") with DECISIONS.md point 20: duplicates are
 * skipped and counted; the dialog closes when everything else uploaded, and stays open when all files were
 * skipped, when any file failed for another reason, when the request itself failed, when an upload found
 * a near-duplicate the user should see, when the AI analysis of a file fell back to the defaults, or when a
 * file came back from the trash.
 */
export function summarizeUploads(results: FileUploadResult[]): UploadOutcome {
  const skipped = results.filter((result) => result.kind === 'duplicate').length;
  const uploaded = results.filter((result) => result.kind === 'uploaded');
  const failures = results.flatMap((result) =>
    result.kind === 'failed' ? [{ fileName: result.fileName, reason: result.reason }] : [],
  );
  const nearDuplicates = uploaded.flatMap((result) =>
    result.nearDuplicate ? [{ fileName: result.fileName, match: result.nearDuplicate }] : [],
  );
  const fallbacks = uploaded.flatMap(({ fileName, category, fallback }) =>
    fallback ? [{ fileName, category, reason: fallback }] : [],
  );
  const restoredFromTrash = uploaded.flatMap((result) => (result.restoredFromTrash ? [result.fileName] : []));
  const requestFailed = results.some((result) => result.kind === 'network');
  const allSkipped = skipped > 0 && skipped === results.length;
  return {
    uploadedCount: uploaded.length,
    skippedMessage: skipped > 0 ? skippedText(skipped) : null,
    failures,
    nearDuplicates,
    fallbacks,
    restoredFromTrash,
    requestFailure: requestFailed ? assetLibraryTexts('upload.requestFailed') : null,
    keepOpen:
      requestFailed ||
      allSkipped ||
      failures.length > 0 ||
      nearDuplicates.length > 0 ||
      fallbacks.length > 0 ||
      restoredFromTrash.length > 0,
  };
}
