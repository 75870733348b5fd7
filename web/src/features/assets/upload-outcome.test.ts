import { describe, expect, it } from 'vitest';
import type { AnalysisFallback } from '@common/assets/schemas';
import { ApiError } from '@web/lib/api-client';
import { resultOfError, summarizeUploads, type FileUploadResult, type NearDuplicate } from './upload-outcome';

const uploaded = (
  fileName: string,
  fallback: AnalysisFallback | null = null,
  nearDuplicate: NearDuplicate | null = null,
  restoredFromTrash = false,
): FileUploadResult => ({
  kind: 'uploaded',
  fileName,
  nearDuplicate,
  category: 'Room Photos',
  fallback,
  restoredFromTrash,
});
const duplicate = (fileName: string): FileUploadResult => ({ kind: 'duplicate', fileName });
const failed = (fileName: string, reason: string): FileUploadResult => ({ kind: 'failed', fileName, reason });

describe('summarizeUploads', () => {
  it('closes the dialog when everything uploaded', () => {
    expect(summarizeUploads([uploaded('a.jpg'), uploaded('b.jpg')])).toEqual({
      uploadedCount: 2,
      skippedMessage: null,
      failures: [],
      nearDuplicates: [],
      fallbacks: [],
      restoredFromTrash: [],
      requestFailure: null,
      keepOpen: false,
    });
  });

  it('stays open to say which files came back from the trash instead of uploading anew', () => {
    const outcome = summarizeUploads([uploaded('a.jpg'), uploaded('b.jpg', null, null, true)]);
    expect(outcome.restoredFromTrash).toEqual(['b.jpg']);
    expect(outcome.uploadedCount).toBe(2);
    expect(outcome.keepOpen).toBe(true);
  });

  it('counts one skipped duplicate and still closes when the rest uploaded', () => {
    const outcome = summarizeUploads([uploaded('a.jpg'), duplicate('b.jpg')]);
    expect(outcome.skippedMessage).toBe('1 image was skipped because it has already been uploaded.');
    expect(outcome.keepOpen).toBe(false);
  });

  it('uses the plural text for several duplicates', () => {
    const outcome = summarizeUploads([duplicate('a.jpg'), duplicate('b.jpg'), uploaded('c.jpg')]);
    expect(outcome.skippedMessage).toBe('2 images were skipped because they have already been uploaded.');
    expect(outcome.keepOpen).toBe(false);
  });

  it('stays open when every file was a duplicate', () => {
    const outcome = summarizeUploads([duplicate('a.jpg'), duplicate('b.jpg')]);
    expect(outcome.keepOpen).toBe(true);
    expect(outcome.uploadedCount).toBe(0);
  });

  it('stays open and lists each other failure with its reason, while the rest uploaded', () => {
    const outcome = summarizeUploads([
      uploaded('a.jpg'),
      failed('b.gif', 'The file is not a supported image.'),
      duplicate('c.jpg'),
      failed('d.jpg', 'The file is larger than 10 MB.'),
    ]);
    expect(outcome.keepOpen).toBe(true);
    expect(outcome.uploadedCount).toBe(1);
    expect(outcome.skippedMessage).toBe('1 image was skipped because it has already been uploaded.');
    expect(outcome.failures).toEqual([
      { fileName: 'b.gif', reason: 'The file is not a supported image.' },
      { fileName: 'd.jpg', reason: 'The file is larger than 10 MB.' },
    ]);
    expect(outcome.requestFailure).toBeNull();
  });

  it('reports a failed request with the spec text and stays open', () => {
    const outcome = summarizeUploads([uploaded('a.jpg'), { kind: 'network', fileName: 'b.jpg' }]);
    expect(outcome.requestFailure).toBe('Failed to upload files. Please try again.');
    expect(outcome.keepOpen).toBe(true);
    expect(outcome.uploadedCount).toBe(1);
  });

  it('stays open to show a near-duplicate, though the upload succeeded', () => {
    const match = { id: 'x', name: 'pool.jpg', thumbUrl: '/t/x.webp' };
    const outcome = summarizeUploads([uploaded('pool-copy.jpg', null, match)]);
    expect(outcome.nearDuplicates).toEqual([{ fileName: 'pool-copy.jpg', match }]);
    expect(outcome.keepOpen).toBe(true);
  });

  it('stays open to tell which files got the defaults because the AI analysis failed, and why', () => {
    const outcome = summarizeUploads([
      uploaded('a.jpg'),
      uploaded('b.jpg', 'rate_limited'),
      uploaded('c.jpg', 'service_failed'),
    ]);
    expect(outcome.fallbacks).toEqual([
      { fileName: 'b.jpg', category: 'Room Photos', reason: 'rate_limited' },
      { fileName: 'c.jpg', category: 'Room Photos', reason: 'service_failed' },
    ]);
    expect(outcome.uploadedCount).toBe(3);
    expect(outcome.keepOpen).toBe(true);
  });
});

describe('resultOfError', () => {
  it('tells duplicates, server refusals and unreachable servers apart by code', () => {
    expect(
      resultOfError('a.jpg', new ApiError(409, 'duplicate', 'This image has already been uploaded')),
    ).toEqual({
      kind: 'duplicate',
      fileName: 'a.jpg',
    });
    expect(resultOfError('a.jpg', new ApiError(415, 'unsupportedMediaType', 'Not an image.'))).toEqual({
      kind: 'failed',
      fileName: 'a.jpg',
      reason: 'Not an image.',
    });
    expect(resultOfError('a.jpg', new ApiError(0, 'network', 'offline'))).toEqual({
      kind: 'network',
      fileName: 'a.jpg',
    });
  });
});
