import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bookingFixture,
  fixturePropertyUrl,
  photoBytes,
  photoIdOfPath,
  type BookingPropertyData,
} from './booking-fixture';
import { sendThrottled } from './throttled-response';

/**
 * A stand-in for the Booking.com data API (RapidAPI "booking-com18", spec: booking-data-api.md) and for its
 * image CDN, on 127.0.0.1 for tests (ARCHITECTURE.md, "Testing"). The API answers the fixture property
 * (booking-fixture.ts) and 404 for others; queued replies provoke each failure. The image host serves the
 * fixture's photos and can misbehave per photo: HTML instead of an image, 404, a stalled download, a
 * redirect to another host, an oversize body; a bandwidth limit makes it as slow as a real CDN.
 */

export interface RecordedBookingRequest {
  method: string;
  path: string;
  /** The `url` query parameter (details-by-url) or the `id` (details). */
  url: string | undefined;
  apiKey: string | undefined;
  apiHost: string | undefined;
}

export interface RecordedImageRequest {
  /** Which server was asked: `imageHost` or, after a redirect or for foreign URLs, `otherImageHost`. */
  host: string;
  path: string;
}

export interface BookingReply {
  status?: number;
  /** JSON body; ignored when `raw` is given. */
  body?: unknown;
  /** A raw body, e.g. something that is not JSON at all. */
  raw?: string;
  /** Wait this long before answering (to provoke client timeouts). */
  delayMs?: number;
  headers?: Record<string, string>;
}

export type ImageMode =
  /** 200 with an HTML page (content-type text/html), as a CDN's error or login page. */
  | { kind: 'html' }
  | { kind: 'not-found' }
  /** Sends the headers and `bytes` (default 1,024) of a JPEG, then nothing until the client gives up. */
  | { kind: 'stall'; bytes?: number }
  /** 302 to the same path on `otherImageHost`, which serves the photo: following it would succeed. */
  | { kind: 'redirect' }
  /** Streams `bytes` (default 12 MB) of JPEG; without a content-length unless `declareLength`. */
  | { kind: 'oversize'; bytes?: number; declareLength?: boolean };

export interface BookingFakeOptions {
  /** The key the API accepts in x-rapidapi-key; any other (or none) gets 401. */
  apiKey?: string;
  /** Bandwidth per image response, as a real CDN has; unlimited by default. */
  imageBytesPerSecond?: number;
}

export interface BookingFake {
  /** BOOKING_API_BASE_URL, e.g. http://127.0.0.1:PORT. */
  apiUrl: string;
  apiKey: string;
  /** '127.0.0.1:PORT' of the image host, for BOOKING_PHOTO_HOSTS. */
  imageHost: string;
  /** A second image host, not meant to be allowed: target of redirects and foreign photo URLs. */
  otherImageHost: string;
  /** BOOKING_API_KEY, BOOKING_API_BASE_URL and BOOKING_PHOTO_HOSTS pointing at this fake. */
  environment: Record<string, string>;
  requests: RecordedBookingRequest[];
  imageRequests: RecordedImageRequest[];
  /** Queues replies, answered in order (after the key check) before the known properties. */
  reply(...replies: BookingReply[]): void;
  /** Makes the API answer `data` for a property URL (same country and slug, any language suffix). */
  setProperty(url: string, data: BookingPropertyData): void;
  /** Misbehaves for one photo (its URL or path) or, without one, for every photo; `undefined` restores. */
  setImageMode(mode: ImageMode | undefined, photo?: string): void;
  /** Forgets requests, queued replies, image modes and added properties; the fixture stays. */
  reset(): void;
  close(): Promise<void>;
}

export const bookingApiHost = 'booking-com18.p.rapidapi.com';

/** The property's key: `{cc}/{slug}` from a property URL or an id, so .en-gb.html and .html are the same. */
function propertyKey(urlOrId: string): string {
  const match = /(?:\/hotel\/|^)([a-z]{2})\/([^/.?#]+)/i.exec(urlOrId);
  return match ? `${match[1]}/${match[2]}`.toLowerCase() : urlOrId;
}

const success = (data: BookingPropertyData) => ({ status: true, message: 'Success', data });

/** Replies for each way the real API fails (or answers oddly), for `fake.reply(...)`. */
export const bookingReplies = {
  /** A successful reply with this data, e.g. `bookingPropertyWithPhotos(fake.imageHost, 2000)`. */
  property: (data: BookingPropertyData, delayMs?: number): BookingReply => ({ body: success(data), delayMs }),
  /** RapidAPI's gateway errors (401 bad key, 403 not subscribed, 429 quota) and the provider's 404 and 500. */
  status: (status: 401 | 403 | 404 | 429 | 500): BookingReply => ({
    status,
    body: {
      401: { message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.' },
      403: { message: 'You are not subscribed to this API.' },
      404: { status: false, message: 'Hotel not found', data: null },
      429: {
        message: 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider',
      },
      500: { message: 'Internal Server Error' },
    }[status],
  }),
  notJson: (): BookingReply => ({
    raw: '<html><body><h1>502 Bad Gateway</h1></body></html>',
    headers: { 'content-type': 'text/html' },
  }),
  nullData: (): BookingReply => ({ body: { status: true, message: '', data: null } }),
  missingData: (): BookingReply => ({ body: { status: true, message: 'Success' } }),
  emptyObject: (): BookingReply => ({ body: {} }),
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Streams `total` bytes that start like a JPEG, waiting whenever the client reads slower. */
async function sendOversize(response: ServerResponse, total: number) {
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const first = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), filler.subarray(4)]);
  for (let sent = 0; sent < total && !response.destroyed; sent += filler.length) {
    const part = (sent === 0 ? first : filler).subarray(0, Math.min(filler.length, total - sent));
    if (!response.write(part))
      await new Promise((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
  }
  response.end();
}

export async function startBookingFake(options: BookingFakeOptions = {}): Promise<BookingFake> {
  const apiKey = options.apiKey ?? 'booking-fake-key';
  const requests: RecordedBookingRequest[] = [];
  const imageRequests: RecordedImageRequest[] = [];
  const queue: BookingReply[] = [];
  const properties = new Map<string, BookingPropertyData>();
  const modes = new Map<string, ImageMode>();
  let everyPhotoMode: ImageMode | undefined;

  async function handleApi(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const recorded: RecordedBookingRequest = {
      method: request.method ?? 'GET',
      path: url.pathname,
      url: url.searchParams.get('url') ?? url.searchParams.get('id') ?? undefined,
      apiKey: header(request.headers['x-rapidapi-key']),
      apiHost: header(request.headers['x-rapidapi-host']),
    };
    requests.push(recorded);
    let reply: BookingReply;
    if (recorded.apiKey !== apiKey) reply = bookingReplies.status(401);
    else if (recorded.path !== '/web/stays/details-by-url' && recorded.path !== '/web/stays/details')
      reply = { status: 404, body: { message: `Endpoint '${recorded.path}' does not exist` } };
    else {
      const data = recorded.url === undefined ? undefined : properties.get(propertyKey(recorded.url));
      reply = queue.shift() ?? (data ? bookingReplies.property(data) : bookingReplies.status(404));
    }
    if (reply.delayMs) await wait(reply.delayMs);
    if (response.destroyed) return;
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    response.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
  }

  async function handleImage(request: IncomingMessage, response: ServerResponse, host: string) {
    const url = new URL(request.url ?? '/', 'http://fake');
    imageRequests.push({ host, path: url.pathname });
    // Modes apply on the main host only, so a redirect's target serves the real photo.
    const mode = host === imageHost ? (modes.get(url.pathname) ?? everyPhotoMode) : undefined;
    const id = photoIdOfPath(url.pathname);
    const bytes = id === undefined ? undefined : await photoBytes(id);
    if (!bytes || mode?.kind === 'not-found') {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return response.end('Not Found');
    }
    switch (mode?.kind) {
      case 'html':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><html><body><h1>Access denied</h1></body></html>');
      case 'redirect':
        response.writeHead(302, { location: `http://${otherImageHost}${url.pathname}${url.search}` });
        return response.end();
      case 'stall':
        // Never ended: close() (or the client's timeout) cuts the connection.
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
        return response.write(bytes.subarray(0, mode.bytes ?? 1024));
      case 'oversize': {
        const total = mode.bytes ?? 12 * 1024 * 1024;
        const length = mode.declareLength ? { 'content-length': String(total) } : undefined;
        response.writeHead(200, { 'content-type': 'image/jpeg', ...length });
        return sendOversize(response, total);
      }
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
    if (options.imageBytesPerSecond) return sendThrottled(response, bytes, options.imageBytesPerSecond);
    response.end(bytes);
  }

  const serve = (handle: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>) =>
    createServer((request, response) => {
      handle(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  const apiServer = serve(handleApi);
  const imageServer = serve((request, response) => handleImage(request, response, imageHost));
  const otherImageServer = serve((request, response) => handleImage(request, response, otherImageHost));
  const apiUrl = `http://${await listen(apiServer)}`;
  const imageHost = await listen(imageServer);
  const otherImageHost = await listen(otherImageServer);

  const restoreProperties = () => {
    properties.clear();
    properties.set(propertyKey(fixturePropertyUrl), bookingFixture(imageHost));
  };
  restoreProperties();

  return {
    apiUrl,
    apiKey,
    imageHost,
    otherImageHost,
    environment: { BOOKING_API_KEY: apiKey, BOOKING_API_BASE_URL: apiUrl, BOOKING_PHOTO_HOSTS: imageHost },
    requests,
    imageRequests,
    reply: (...replies) => queue.push(...replies),
    setProperty: (url, data) => properties.set(propertyKey(url), data),
    setImageMode: (mode, photo) => {
      if (photo === undefined) everyPhotoMode = mode;
      else {
        const path = new URL(photo, 'http://fake').pathname;
        if (mode) modes.set(path, mode);
        else modes.delete(path);
      }
    },
    reset: () => {
      requests.length = 0;
      imageRequests.length = 0;
      queue.length = 0;
      modes.clear();
      everyPhotoMode = undefined;
      restoreProperties();
    },
    close: async () => {
      await Promise.all(
        [apiServer, imageServer, otherImageServer].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
