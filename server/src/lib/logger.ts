import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { withoutQueryValues } from '../db/logged-query-error';

const secretQueryParams =
  /([?&](?:token|code|state|session_id|access_token|refresh_token|key|api_key|apikey)=)[^&]*/gi;
/** An API key wherever a client put it (the door refuses it, and the log must not keep it either). */
const apiKeys = /hcs_[0-9A-Za-z]{8,}/g;
const secretPathSegments = /(\/reset-password\/)[^/?]+/gi;

/** Removes tokens from a URL before it is logged. */
export function redactUrl(url: string): string {
  return url
    .replace(secretQueryParams, '$1[redacted]')
    .replace(secretPathSegments, '$1[redacted]')
    .replace(apiKeys, 'hcs_[redacted]');
}

/**
 * Standard output, written in batches: a write per log line was about a tenth of each request's time under
 * load. Lines wait at most `periodicFlush` ms, so a quiet server's log still reads in real time (the dev
 * mailbox's links), and pino writes out what is left when the process exits.
 */
function bufferedStdout() {
  return pino.destination({ dest: 1, sync: false, minLength: 8 * 1024, periodicFlush: 200 });
}

/**
 * Structured JSON logs. Requests are logged by method, redacted URL and status only: no headers
 * (cookies, authorization), no bodies (passwords), no tokens in URLs, no values of a failed query.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  /** Tests read the lines; the server writes to standard output. */
  stream: pino.DestinationStream = bufferedStdout(),
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    stream,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
        'apiKey',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; id: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url) };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err(error: Error) {
        return pino.stdSerializers.err(withoutQueryValues(error) as Error);
      },
    },
  };
}
