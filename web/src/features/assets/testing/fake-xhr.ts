import type { AnalysisFallback, AssetUploadResponse } from '@common/assets/schemas';
import { assetView } from './asset-fixtures';

export type FakeReply = { status: number; body?: unknown } | 'network';

/**
 * A stand-in for XMLHttpRequest that holds each upload until the test finishes it, so a test can look at
 * the dialog mid-batch. Every send reports half of the file as sent at once.
 */
export class FakeXhr {
  static replies = new Map<string, FakeReply>();
  static pending: FakeXhr[] = [];
  static sentNames: string[] = [];

  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  url = '';
  fileName = '';

  static reset() {
    FakeXhr.replies = new Map();
    FakeXhr.pending = [];
    FakeXhr.sentNames = [];
  }

  /** Answers the oldest upload still open. */
  static finishNext() {
    const xhr = FakeXhr.pending.shift();
    if (!xhr) throw new Error('No upload is waiting');
    const reply = FakeXhr.replies.get(xhr.fileName) ?? { status: 201, body: uploadAnswer(xhr.fileName) };
    if (reply === 'network') {
      xhr.onerror?.();
      return;
    }
    xhr.status = reply.status;
    xhr.responseText = JSON.stringify(reply.body);
    xhr.onload?.();
  }

  open(_method: string, url: string) {
    this.url = url;
  }

  send(body: FormData) {
    this.fileName = (body.get('file') as File).name;
    FakeXhr.sentNames.push(this.fileName);
    FakeXhr.pending.push(this);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
  }

  abort() {
    this.onabort?.();
  }
}

export function uploadAnswer(
  fileName: string,
  nearDuplicate: AssetUploadResponse['nearDuplicate'] = null,
  fallback: AnalysisFallback | null = null,
): AssetUploadResponse {
  return {
    asset: assetView(`id-${fileName}`, fileName, { analysisFallback: fallback }),
    nearDuplicate,
    analysis: fallback ? { provider: 'fallback', fallback } : { provider: 'builtin', fallback: null },
    restoredFromTrash: false,
  };
}

export const refusal = (code: string, message: string, status: number): FakeReply => ({
  status,
  body: { error: { code, message } },
});
