import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@common/errors/error-codes';
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
      const body: ApiErrorBody = { error: translated };
      return reply.type('application/json').send(body);
    }
    return reply.send(text);
  };
}

function parseJson(text: string): { code?: string; message?: string } {
  try {
    return JSON.parse(text) as { code?: string; message?: string };
  } catch {
    return {};
  }
}
