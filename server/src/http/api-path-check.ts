import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/app-error';

/** A `.` or `..` segment, written plainly or with encoded dots (`%2e`, `.%2E`, ...). */
const dotSegment = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
/** An empty segment, or a slash or backslash hidden in a segment. */
const hiddenSeparator = /\/\/|%2f|%5c|\\/i;

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The path as a URL parser (better-auth's included) reads it; an unreadable one counts as an /api path. */
function resolvedPath(rawPath: string) {
  try {
    return new URL(rawPath, 'http://localhost').pathname;
  } catch {
    return '/api';
  }
}

/**
 * An /api request whose path is not written the one plain way is refused (404) before any handler runs.
 * Fastify routes by the raw path while better-auth resolves dot segments, so `/api/auth/./sign-in/email`
 * would reach sign-in through the catch-all route, past the limits and checks of the plain route. Browsers
 * resolve dot segments before sending, so no client of ours ever writes them.
 */
export function registerApiPathCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const rawPath = request.url.split('?', 1)[0] ?? '';
    if (!dotSegment.test(rawPath) && !hiddenSeparator.test(rawPath)) return;
    if (isApiPath(rawPath) || isApiPath(resolvedPath(rawPath))) throw notFound();
  });
}
