import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller answers are not worth compressing (the same threshold as the compression plugin's in app.ts). */
const compressFrom = 1024;

/** What the client accepts, best first: Brotli, then gzip, else none (`q=0` means "not this one"). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * How hard to compress: `thorough` for an answer many requests share (done once); `fast` for one sent once,
 * Brotli quality 1, which for a 300-image gallery is as small as the plugin's quality 3 at a third of its time.
 */
type Effort = 'thorough' | 'fast';
const brotliQuality: Record<Effort, number> = { thorough: 6, fast: 1 };
const gzipLevel: Record<Effort, number> = { thorough: 6, fast: 1 };

/** A JSON answer serialized once and compressed at most once per encoding. */
class EncodedJson {
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(
    private readonly json: Buffer,
    private readonly effort: Effort,
  ) {}

  body(encoding: Encoding): Buffer {
    if (encoding === 'identity' || this.json.length < compressFrom) return this.json;
    let body = this.bodies.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[this.effort],
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : zlib.gzipSync(this.json, { level: gzipLevel[this.effort] });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

const encodedAnswers = new WeakMap<object, EncodedJson>();

/**
 * Sends an answer that many requests share (a remembered library page): it is serialized and compressed the
 * first time only, at a higher level than the plugin's on-the-fly one, which pays off; for a page of 60 images
 * this was more than half of each request's time. Routes using it opt out of the compression plugin
 * (`compress: false`).
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, answer: object) {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = new EncodedJson(Buffer.from(JSON.stringify(answer)), 'thorough');
    encodedAnswers.set(answer, encoded);
  }
  return sendEncoded(request, reply, encoded);
}

/**
 * Sends a large answer made for one request (a gallery after a change), compressed at once at a fast level
 * rather than through the plugin's stream: about a third of the time. Routes using it opt out of the
 * compression plugin (`compress: false`).
 */
export function sendLargeJson(request: FastifyRequest, reply: FastifyReply, answer: object) {
  return sendEncoded(request, reply, new EncodedJson(Buffer.from(JSON.stringify(answer)), 'fast'));
}

/**
 * As sendSharedJson, for an answer already serialized in a JSON type of its own (the schema.org data's
 * application/ld+json): `answer` is the object the text is remembered by, so it is compressed once.
 */
export function sendSharedText(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { readonly text: string },
  contentType: string,
) {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = new EncodedJson(Buffer.from(answer.text), 'thorough');
    encodedAnswers.set(answer, encoded);
  }
  return sendEncoded(request, reply, encoded, contentType);
}

function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: EncodedJson,
  contentType = 'application/json; charset=utf-8',
) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoded.body(encoding);
  // Beside what the route's answer varies by (the public preview's Accept-Language).
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding').type(contentType);
  if (body !== encoded.body('identity')) reply.header('content-encoding', encoding);
  return reply.send(body);
}
