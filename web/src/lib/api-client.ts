import type { ApiErrorBody, ErrorCode } from '@common/errors/error-codes';
import type { MessageRef } from '@common/messages/message-ref';
import { isEmergencyModeActive } from './emergency-mode';
import { appTexts } from '@web/locales/app';
import { sharedText } from './i18n/shared-text';
import { announceNotFoundUnderHotel } from './hotel-not-found';
import { takeReadAhead } from './read-ahead';

/**
 * An error answer from our API, carrying the user-facing text the server chose, in the interface language: the
 * server's English, or its translation by the id the server sent beside it (lib/i18n/shared-text.ts).
 */
export class ApiError extends Error {
  /** The message and field messages as the server wrote them (English), for telling one failure from another. */
  readonly source: { message: string; fields: Record<string, string> };

  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    source?: { message: string; fields: Record<string, string> },
  ) {
    super(message);
    this.source = source ?? { message, fields };
  }
}

/** The message of a request that never reached the server (read when it fails, in the active language). */
export const networkErrorMessage = () => appTexts('networkError');
const readRetries = 3;
const retryDelayMs = 1000;
const retryableStatuses = new Set([502, 503, 504]);

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A 401 on these calls is an answer, not a reason to leave the page (sign-in, session checks). */
  allowUnauthenticated?: boolean;
  /** Past the browser's caches, preloads included: for a read asked again because something changed. */
  fresh?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way the web app talks to the API. Reads that fail on the network (or meet a gateway error) are
 * retried up to 3 times, 1 s apart; writes never are, since they may have reached the server. A 401 sends
 * the user to /login. A read whose answer was asked for ahead (read-ahead.ts) starts from that answer.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const isRead = method === 'GET';
  const isForm = options.body instanceof FormData;
  const readAhead = isRead ? takeReadAhead(path) : undefined;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response =
        attempt === 0 && readAhead
          ? await readAhead
          : await fetch(path, {
              method,
              credentials: 'same-origin',
              signal: options.signal,
              cache: options.fresh ? 'no-store' : 'default',
              headers: options.body === undefined || isForm ? {} : { 'content-type': 'application/json' },
              body:
                options.body === undefined
                  ? undefined
                  : isForm
                    ? (options.body as FormData)
                    : JSON.stringify(options.body),
            });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (isRead && attempt < readRetries) {
        await sleep(retryDelayMs);
        continue;
      }
      throw new ApiError(0, 'network', networkErrorMessage());
    }
    if (isRead && retryableStatuses.has(response.status) && attempt < readRetries) {
      await sleep(retryDelayMs);
      continue;
    }
    return readAnswer<T>(path, response, options);
  }
}

async function readAnswer<T>(path: string, response: Response, options: RequestOptions): Promise<T> {
  const text = await response.text();
  const body: unknown = text ? safeJson(text) : undefined;
  if (response.ok) return body as T;
  if (response.status === 401 && !options.allowUnauthenticated) redirectToLogin();
  if (response.status === 404) announceNotFoundUnderHotel(path);
  throw apiErrorOf(response.status, response.statusText, body);
}

/**
 * The ApiError of an error answer (`body` as parsed, if it was JSON): its message and fields in the interface
 * language. Also read by the upload, which goes through XMLHttpRequest for its progress.
 */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  const message = error?.message ?? appTexts('requestFailed', { status, statusText });
  const fields = error?.fields ?? {};
  return new ApiError(
    status,
    error?.code ?? 'internal',
    sharedText(message, refOf(error?.messageId, error?.values)),
    translatedFields(fields, error?.fieldMessages),
    { message, fields },
  );
}

const refOf = (id: string | undefined, values?: Record<string, string>): MessageRef | undefined =>
  id ? { id, ...(values ? { values } : {}) } : undefined;

/** Each field's message in the interface language, by the id the server sent for it. */
function translatedFields(fields: Record<string, string>, refs: Record<string, MessageRef> = {}) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, sharedText(message, refs[field])]),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function redirectToLogin() {
  // Emergency mode (DECISIONS.md point 3) keeps the page: its data calls simply fail.
  if (isEmergencyModeActive() || window.location.pathname === '/login') return;
  window.location.assign('/login');
}

/**
 * The message to show for any thrown value: the server's text when it says what went wrong (a refused request,
 * a too large file, no connection, a named failure); for an unexpected server fault its generic text helps
 * nobody, so the caller's own text (the spec's, for that action) is shown instead, in the interface language
 * when it is a shared text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'internal' ? error.message : sharedText(fallback);
}
