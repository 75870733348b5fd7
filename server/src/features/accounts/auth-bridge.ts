import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/error-body';
import type { Auth } from './auth';
import { translateAuthError } from './error-translation';

/**
 * Hands a Fastify request to better-auth's fetch-style handler and copies its answer back, rewriting
 * error answers into our `{ error }` shape with the spec's texts.
 */
export function createAuthBridge(auth: Auth, appUrl: string) {
  return async function authBridge(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, appUrl);
    const headers = fromNodeHeaders(request.headers);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    headers.delete('content-length');
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(request.body) : undefined,
      }),
    );

    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);

    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (response.status >= 400 && isJson) {
      const translated = translateAuthError(url.pathname, response.status, parseJson(text));
      return reply.type('application/json').send(errorBody(translated));
    }
    return reply.send(isJson ? withoutSessionToken(text) : text);
  };
}

/**
 * better-auth puts the raw session token into the JSON of sign-in and get-session; the HttpOnly cookie is its
 * only carrier here, so no script (nor a log of answers) ever sees it.
 */
function withoutSessionToken(json: string): string {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return json;
  }
  if (!isObject(body)) return json;
  const { token: _token, ...rest } = body;
  if (!isObject(rest.session)) return JSON.stringify(rest);
  const { token: _sessionToken, ...session } = rest.session;
  return JSON.stringify({ ...rest, session });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): { code?: string; message?: string } {
  try {
    return JSON.parse(text) as { code?: string; message?: string };
  } catch {
    return {};
  }
}
