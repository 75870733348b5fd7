import type { IncomingMessage } from 'node:http';
import type { FetchKindRules } from './fetch-kinds';
import { OutboundRefused, where, type RefusalReason } from './outbound-refused';

export type BodyRules = Pick<FetchKindRules, 'maxBytes' | 'takesType' | 'expected'> & {
  /** Keep the first maxBytes of a longer body instead of refusing it. */
  truncate: boolean;
  /** Read the body whatever the status (a POST's answer), instead of refusing an error status. */
  anyStatus?: boolean;
};

interface ReadOptions {
  url: URL;
  rules: BodyRules;
  idleMs: number;
  /** The caller's signal and the fetch's deadline together. */
  stop: AbortSignal;
  callerSignal: AbortSignal | undefined;
}

/**
 * The body of a final (not redirecting) answer, within the rules: an error status, a content type the kind does
 * not take or a declared length over the limit are refused before a byte is read; a body that grows past the
 * limit is cut off there, as is one that stalls longer than idleMs or outlasts the fetch's deadline.
 */
export function readBody(response: IncomingMessage, options: ReadOptions): Promise<Buffer> {
  const { url, rules, idleMs, stop, callerSignal } = options;
  const { maxBytes, truncate } = rules;
  const status = response.statusCode ?? 0;
  const contentType = response.headers['content-type'] ?? null;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      stop.removeEventListener('abort', onStop);
      resolve(Buffer.concat(chunks, size));
    };
    const fail = (reason: RefusalReason, message: string) => {
      stop.removeEventListener('abort', onStop);
      response.destroy();
      const refusal = reason === 'http-error' ? { status } : {};
      reject(new OutboundRefused(reason, `${message}: ${where(url)}`, refusal));
    };
    const onStop = () =>
      callerSignal?.aborted ? fail('aborted', 'stopped by the caller') : fail('unreachable', 'timed out');

    if (!rules.anyStatus && (status < 200 || status >= 300)) return fail('http-error', `status ${status}`);
    if (!rules.takesType(contentType)) return fail('wrong-type', `not ${rules.expected}`);
    if (!truncate && Number(response.headers['content-length'] ?? 0) > maxBytes) {
      return fail('too-large', 'too large');
    }
    if (stop.aborted) return onStop();
    stop.addEventListener('abort', onStop, { once: true });
    response.setTimeout(idleMs, () => fail('unreachable', 'stalled'));
    // Counted as it comes, whatever the content-length said: a site may send none, or lie.
    response.on('data', (chunk: Buffer) => {
      if (size + chunk.length <= maxBytes) {
        size += chunk.length;
        return chunks.push(chunk);
      }
      if (!truncate) return fail('too-large', 'too large');
      chunks.push(chunk.subarray(0, maxBytes - size));
      size = maxBytes;
      finish();
      response.destroy();
    });
    response.on('error', reject);
    response.on('end', finish);
  });
}
