import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { generatedPhoto, generatedPhotoCount } from './booking-photos';
import { alpenhofPages, blogPages, stadthotelPages } from './hotel-sites/alpenhof';
import { hostilePages } from './hotel-sites/hostile';
import { seeblickPages, seeblickRobots } from './hotel-sites/seeblick';

/**
 * Hotel websites on 127.0.0.1 for the website import (issue 18), one site per path prefix on one server:
 *   /seeblick/     JSON-LD Hotel with containsPlace rooms, a rooms page, a gallery (seeblick.ts)
 *   /alpenhof/     microdata only, in windows-1252 (alpenhof.ts)
 *   /stadthotel/   OpenGraph and large images only
 *   /blog/         nothing hotel-like
 *   /hostile/...   pages that misbehave (hostile.ts)
 *   /held/         a page that stays loading until `releaseHeld()`, then answers as /blog/ does
 * Photos are /photos/1.jpg to /photos/20.jpg, 2400x1600 JPEGs of 1 to 3 MB (the query is ignored, so one photo
 * can be named by two addresses). A second server (`otherHost`) is never meant to be reached: redirects to it
 * must be refused, since OUTBOUND_ALLOWED_HOSTS names only `host`.
 */
export interface HotelSitesFake {
  /** '127.0.0.1:PORT', for OUTBOUND_ALLOWED_HOSTS. */
  host: string;
  /** http://127.0.0.1:PORT */
  origin: string;
  /** A second server that must never be asked; its requests are recorded to prove it. */
  otherHost: string;
  /** OUTBOUND_ALLOWED_HOSTS naming `host` only. */
  environment: Record<string, string>;
  /** Every request to `host`: its path (with query) and user agent. */
  requests: Array<{ path: string; userAgent: string | undefined }>;
  otherRequests: string[];
  /** Answers the requests for /held/ waiting so far, and any later ones at once. */
  releaseHeld(): void;
  close(): Promise<void>;
}

const pages: Record<string, string> = { ...seeblickPages, ...stadthotelPages, ...blogPages };
/** Pages served in windows-1252, as they declare. */
const latin1Pages: Record<string, string> = alpenhofPages;

export async function startHotelSitesFake(): Promise<HotelSitesFake> {
  const requests: HotelSitesFake['requests'] = [];
  const otherRequests: string[] = [];
  const sockets = new Set<Socket>();
  let otherHost = '';
  const held: ServerResponse[] = [];
  let heldReleased = false;
  const answerHtml = (response: ServerResponse, html: string) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push({ path: `${url.pathname}${url.search}`, userAgent: request.headers['user-agent'] });
    const photo = /^\/photos\/(\d+)\.jpg$/.exec(url.pathname);
    if (photo) {
      const number = Number(photo[1]);
      if (number < 1 || number > generatedPhotoCount) return notFound(response);
      const bytes = await generatedPhoto(number);
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
      return response.end(bytes);
    }
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return response.end(seeblickRobots);
    }
    if (url.pathname === '/held/') {
      if (heldReleased) return answerHtml(response, blogPages['/blog/']!);
      held.push(response);
      return;
    }
    const hostile = hostilePages[url.pathname];
    if (hostile) return hostile(request, response, { otherHost });
    const latin1 = latin1Pages[url.pathname];
    if (latin1 !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end(Buffer.from(latin1, 'latin1'));
    }
    const html = pages[url.pathname];
    if (html === undefined) return notFound(response);
    answerHtml(response, html);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const other = createServer((request, response) => {
    otherRequests.push(request.url ?? '/');
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(pages['/seeblick/']);
  });
  const host = await listen(server);
  otherHost = await listen(other);
  return {
    host,
    origin: `http://${host}`,
    otherHost,
    environment: { OUTBOUND_ALLOWED_HOSTS: host },
    requests,
    otherRequests,
    releaseHeld: () => {
      heldReleased = true;
      for (const response of held.splice(0)) answerHtml(response, blogPages['/blog/']!);
    },
    close: async () => {
      // Pages that never answer hold their connections open; they end with the fake.
      for (const socket of sockets) socket.destroy();
      await Promise.all([close(server), close(other)]);
    },
  };
}

function notFound(response: ServerResponse) {
  response.writeHead(404, { 'content-type': 'text/html' });
  response.end('<!doctype html><title>Not found</title><h1>Seite nicht gefunden</h1>');
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
