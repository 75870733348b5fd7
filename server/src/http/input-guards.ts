import { httpTexts } from '@common/errors/texts';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../lib/app-error';

/** Deeper than any body the app sends (a gallery's layout is a few levels), far below a stack overflow. */
export const jsonNestingLimit = 64;

export const tooDeeplyNestedMessage = httpTexts.tooDeeplyNested(jsonNestingLimit);

const openingBrackets = new Set([0x5b, 0x7b]); // [ {
const closingBrackets = new Set([0x5d, 0x7d]); // ] }
const quote = 0x22;
const backslash = 0x5c;

/**
 * How deep a JSON text nests, read in one pass without parsing it: brackets inside strings do not count. A
 * body of 10,000 `[` is refused here before anything walks it recursively (a schema, a logger, a driver).
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index++;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (openingBrackets.has(code)) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (closingBrackets.has(code)) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Rules every request meets before a route sees it:
 * - a JSON body nests at most `jsonNestingLimit` levels (400), then is parsed as Fastify does by default
 *   (`__proto__` and `constructor.prototype` refused);
 * - no path parameter holds NUL (404): no id or slug contains one, and PostgreSQL would refuse it in a query.
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonNestingDepth(text) > jsonNestingLimit) {
      done(new AppError('validation', tooDeeplyNestedMessage), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    if (Object.values(params).some((value) => typeof value === 'string' && value.includes('\u0000')))
      throw notFound();
  });
}
