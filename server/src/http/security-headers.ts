import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** CSP and the usual hardening headers, the same on every answer, API and pages alike. */
export function securityHeaderOptions(config: Pick<Config, 'appUrl'>): HelmetOptions {
  const https = config.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stored files are served through the app (/files/*), S3 included, so images stay same-origin.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https,
  };
}

/**
 * The headers helmet sets for these options, worked out once. Nothing in them depends on the request (no CSP
 * nonces), and running helmet's middleware on every request cost a few percent of each signed-in request.
 */
export function fixedSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Headers that only a document (or a worker, which the app has none of) reads. A script or stylesheet answer
 * carrying them gains nothing, yet each is sent with every one of the dozens of scripts a page loads over
 * HTTP/1.1, uncompressed: about half a kilobyte per script. nosniff, CORP and the referrer policy (which the
 * fetches a stylesheet makes follow) stay.
 */
export const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = fixedSecurityHeaders(securityHeaderOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
