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

/** A JSON answer serialized once and compressed at most once per encoding. */
class EncodedJson {
  private readonly bodies = new Map<Encoding, Buffer>();

  constructor(private readonly json: Buffer) {}

  body(encoding: Encoding): Buffer {
    if (encoding === 'identity' || this.json.length < compressFrom) return this.json;
    let body = this.bodies.get(encoding);
    if (!body) {
      // Done once per answer, so a higher level than the plugin's on-the-fly one pays off.
      body =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : zlib.gzipSync(this.json, { level: 6 });
      this.bodies.set(encoding, body);
    }
    return body;
  }
}

const encodedAnswers = new WeakMap<object, EncodedJson>();

/**
 * Sends an answer that many requests share (a remembered library page): it is serialized and compressed the
 * first time only, which for a page of 60 images was more than half of each request's time. Routes using it
 * opt out of the compression plugin (`compress: false`).
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, answer: object) {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    encoded = new EncodedJson(Buffer.from(JSON.stringify(answer)));
    encodedAnswers.set(answer, encoded);
  }
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoded.body(encoding);
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (body !== encoded.body('identity')) reply.header('content-encoding', encoding);
  return reply.send(body);
}
