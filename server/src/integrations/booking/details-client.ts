import { importTexts } from '@common/import/texts';
import type { BookingConfig } from '../../config';
import { ImportFailure } from './import-failure';

/** The data API's answer is a property's details; a larger body is not one. */
const maxReplyBytes = 20 * 1024 * 1024;
const replyTimeoutMs = 45_000;

/** Section 8's texts for the statuses the API answers with; any other failure is 'Failed to fetch hotel data'. */
const statusTexts: Record<number, string> = {
  401: importTexts.invalidKey,
  403: importTexts.accessDenied,
  404: importTexts.hotelNotFound,
  429: importTexts.tooManyRequests,
};

/**
 * Asks the hotel-data marketplace API (RapidAPI "Booking COM", spec part 1, section 7) for a property's details
 * by its page address, and answers the reply's `data` as it came (listing.ts reads it). Only the configured API
 * host is ever called; the property address travels as a query parameter.
 */
export async function fetchPropertyDetails(
  config: BookingConfig,
  propertyUrl: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const endpoint = new URL(`${config.apiBaseUrl}/web/stays/details-by-url`);
  endpoint.searchParams.set('url', propertyUrl);
  const timeout = AbortSignal.timeout(replyTimeoutMs);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      headers: {
        'x-rapidapi-key': config.apiKey,
        'x-rapidapi-host': endpoint.host,
        accept: 'application/json',
      },
      redirect: 'error',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    throw new ImportFailure(importTexts.fetchFailed, 'the data API could not be reached', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ImportFailure(
      statusTexts[response.status] ?? importTexts.fetchFailed,
      `the data API answered ${response.status}`,
    );
  }
  const text = await readCapped(response);
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    throw new ImportFailure(importTexts.fetchFailed, 'the data API answered something that is not JSON');
  }
  const data = (reply as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ImportFailure(importTexts.noData, 'the data API answered without data');
  }
  return data;
}

async function readCapped(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxReplyBytes) {
        await reader.cancel();
        throw new ImportFailure(importTexts.fetchFailed, 'the data API answered more than 20 MB');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure(importTexts.fetchFailed, 'reading the data API reply failed', { cause: error });
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
