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
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/**
 * Browser features the product never uses, turned off for its pages and anything they frame (the live view
 * included): a page on an OTA's host shown in the remote browser is not ours, but a script injected into ours
 * must not reach camera, microphone or location. Payment is Stripe's own page, reached by a redirect.
 */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * API answers are a signed-in user's own data (or, for the public ones, the session and the like): no browser or
 * shared cache keeps them, so a later user of the same computer or a proxy never sees them. A route that may be
 * cached says so itself, replacing this.
 */
const apiCacheControl = 'no-store';

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = {
    ...fixedSecurityHeaders(securityHeaderOptions(config)),
    'permissions-policy': permissionsPolicy,
  };
  const apiHeaders = { ...headers, 'cache-control': apiCacheControl };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
    done();
  });
}
