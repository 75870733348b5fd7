import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { fixedSecurityHeaders, securityHeaderOptions } from '../../../http/security-headers';

/**
 * The app's Content Security Policy with one change: any site may frame the page (`frame-ancestors *`), since
 * a hotel shows its gallery in an <iframe> on its own website. Every other page and answer keeps refusing to be
 * framed by anyone but the app itself (security-headers.ts); X-Frame-Options, which cannot say "anyone", goes.
 */
export function frameableContentSecurityPolicy(config: Pick<Config, 'appUrl'>): string {
  const options = securityHeaderOptions(config);
  const policy = options.contentSecurityPolicy;
  if (typeof policy !== 'object' || !policy.directives)
    throw new Error('The app sends a Content Security Policy with directives');
  const headers = fixedSecurityHeaders({
    ...options,
    contentSecurityPolicy: { ...policy, directives: { ...policy.directives, frameAncestors: ['*'] } },
  });
  return headers['content-security-policy']!;
}

/**
 * A route's onRequest hook making every answer of the route frameable, errors included (a refused rate limit, a
 * 404 page), so the hotel's page shows what went wrong instead of a blocked frame. Runs after the app's own
 * header hook, which set the refusing headers.
 */
export function frameableAnswers(config: Pick<Config, 'appUrl'>) {
  const policy = frameableContentSecurityPolicy(config);
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.header('content-security-policy', policy);
    reply.removeHeader('x-frame-options');
    done();
  };
}
