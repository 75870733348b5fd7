import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartBody } from '../uploads';
import {
  deeplyNested,
  hostileQuery,
  hostileString,
  hostileValue,
  nestedJson,
  oddSegment,
  shapedLike,
  toJsonText,
} from './hostile-values';

/** One request the fuzz test sends; the payload is already serialised so the report shows what was sent. */
export interface FuzzRequest {
  method: InjectOptions['method'];
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** Sent with the owner's session (signed-in routes always are; public ones either way). */
  signedIn: boolean;
}

/** A sample request for a route: the owner's valid call, which the fuzz test bends. */
export interface SampleRequest {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const shortened = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;

/** How a request appears in a failure: short enough to read, exact enough to repeat. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.payload === undefined
      ? ''
      : ` body ${shortened(Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload)}`;
  const contentType = request.headers['content-type'] ? ` (${request.headers['content-type']})` : '';
  return `${request.method} ${shortened(request.url)}${contentType}${body}${request.signedIn ? ' [signed in]' : ''}`;
}

function withDescription(request: FuzzRequest): FuzzRequest {
  // fast-check prints counterexamples with this method, so a 10,000-character body does not flood the report.
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

const jsonHeaders = { 'content-type': 'application/json' };

/** Bodies that are not valid JSON, or valid JSON that parsers treat unevenly. */
const rawJsonText = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'null',
  '"\\u0000"',
  '1e99999',
  '-',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\u0000',
  '\ufeff{}',
  '{"a":"\\ud800"}',
);

function pathSegments(pattern: string) {
  return pattern.split('/').map((segment) => segment.startsWith(':') || segment === '*');
}

/**
 * The sample URL with some of its parameters (the `:name` and `*` parts of the route pattern) replaced by odd
 * segments, and now and then a hostile query string.
 */
function oddUrl(pattern: string, sampleUrl: string, wildcardTails: string[]): fc.Arbitrary<string> {
  const [samplePath = '', sampleQuery] = sampleUrl.split('?');
  const isParameter = pathSegments(pattern);
  const segments = samplePath.split('/');
  const wildcardAt = pattern.split('/').indexOf('*');
  const parameterPositions = isParameter.flatMap((parameter, index) => (parameter ? [index] : []));
  const replacement = (index: number) =>
    index === wildcardAt
      ? fc.oneof(
          fc.constantFrom(...wildcardTails),
          oddSegment,
          fc.array(oddSegment, { minLength: 2, maxLength: 4 }).map((parts) => parts.join('/')),
        )
      : fc.oneof(
          { arbitrary: oddSegment, weight: 3 },
          { arbitrary: fc.constant(segments[index] ?? ''), weight: 1 },
        );
  const path =
    parameterPositions.length === 0
      ? fc.oneof(
          fc.constant(samplePath),
          // A route without parameters still meets dot segments and stray suffixes.
          oddSegment.map((segment) => `${samplePath}/${segment}`),
          fc.constantFrom('/./', '/x/../', '/%2e/').map((dots) => samplePath.replace(/\/(?=[^/]*$)/, dots)),
        )
      : fc.tuple(...parameterPositions.map((index) => replacement(index))).map((values) => {
          const copy = [...segments];
          parameterPositions.forEach((index, position) => (copy[index] = values[position] ?? ''));
          // A wildcard stands for the rest of the path, so its replacement ends the path.
          return (wildcardAt >= 0 ? copy.slice(0, wildcardAt + 1) : copy).join('/');
        });
  const query = fc.option(hostileQuery, { freq: 2 });
  return fc.tuple(path, query).map(([pathText, queryText]) => {
    const parts = [sampleQuery, queryText].filter((part): part is string => Boolean(part));
    return parts.length ? `${pathText}?${parts.join('&')}` : pathText;
  });
}

function hasBody(method: string, sample: SampleRequest) {
  return ['POST', 'PUT', 'PATCH'].includes(method) || sample.payload !== undefined;
}

function isMultipart(sample: SampleRequest) {
  return (sample.headers?.['content-type'] ?? '').startsWith('multipart/form-data');
}

const multipartFieldName = fc.constantFrom(
  'tags',
  'category',
  'name',
  'caption',
  'altText',
  'description',
  'file',
);

/** Text fields put in front of a multipart body that uses `boundary`, as browsers send them before the file. */
function multipartFields(boundary: string, fields: Record<string, string>) {
  return Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(''),
  );
}

/**
 * Multipart uploads: the sample's real file with hostile text fields in front (so the file passes its checks
 * and the fields are read), or a few random bytes under hostile file names and declared types.
 */
function hostileMultipart(sample: SampleRequest) {
  const contentType = sample.headers?.['content-type'] ?? '';
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1] ?? '';
  const samplePayload = Buffer.isBuffer(sample.payload) ? sample.payload : Buffer.alloc(0);
  const withSampleFile = fc
    .dictionary(multipartFieldName, hostileString, { minKeys: 1, maxKeys: 4 })
    .map((fields) => ({
      payload: Buffer.concat([multipartFields(boundary, fields), samplePayload]),
      headers: { 'content-type': contentType },
    }));
  const randomFile = fc
    .tuple(
      fc.dictionary(multipartFieldName, hostileString, { maxKeys: 4 }),
      fc.oneof(
        fc.constantFrom('photo.jpg', '../../escape.jpg', `${'a'.repeat(2_000)}.png`, 'nul\u0000.jpg', '.jpg'),
        hostileString,
      ),
      fc.constantFrom(
        'image/jpeg',
        'image/png',
        'text/html',
        'application/octet-stream',
        '',
        'image/svg+xml',
      ),
      fc.uint8Array({ maxLength: 64 }),
    )
    .map(([fields, filename, fileType, bytes]) =>
      multipartBody('file', filename, fileType, Buffer.from(bytes), fields),
    );
  return fc.oneof({ arbitrary: withSampleFile, weight: 3 }, { arbitrary: randomFile, weight: 1 });
}

/** The body part of a fuzzed request: random JSON, a hostile version of the sample body, or broken text. */
function oddBody(
  sample: SampleRequest,
): fc.Arbitrary<{ payload: string | Buffer; headers: Record<string, string> }> {
  const json = (value: unknown) => ({ payload: toJsonText(value), headers: jsonHeaders });
  const bodies = [
    fc.jsonValue().map(json),
    hostileValue.map(json),
    deeplyNested.map(json),
    rawJsonText.map((text) => ({ payload: text, headers: jsonHeaders })),
  ];
  if (isMultipart(sample)) {
    return fc.oneof(
      { arbitrary: hostileMultipart(sample), weight: 4 },
      ...bodies.map((arbitrary) => ({ arbitrary, weight: 1 })),
    );
  }
  const shaped =
    sample.payload !== undefined && !Buffer.isBuffer(sample.payload)
      ? shapedLike(sample.payload).map(json)
      : undefined;
  return fc.oneof(
    ...(shaped ? [{ arbitrary: shaped, weight: 4 }] : []),
    ...bodies.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

/**
 * Requests for one route: odd URLs with the sample body, and the sample URL (or an odd one) with odd bodies.
 * `signedIn` decides whether the owner's session goes along.
 */
export function fuzzRequests(
  pattern: string,
  sample: SampleRequest,
  options: { signedIn: fc.Arbitrary<boolean>; wildcardTails?: string[] },
): fc.Arbitrary<FuzzRequest> {
  const method = sample.method.toUpperCase();
  const url = fc.oneof(
    { arbitrary: fc.constant(sample.url), weight: 1 },
    { arbitrary: oddUrl(pattern, sample.url, options.wildcardTails ?? ['x']), weight: 1 },
  );
  const sampleBody =
    sample.payload === undefined
      ? { headers: { ...sample.headers } }
      : Buffer.isBuffer(sample.payload) || typeof sample.payload === 'string'
        ? { payload: sample.payload, headers: { ...sample.headers } }
        : { payload: JSON.stringify(sample.payload), headers: { ...jsonHeaders, ...sample.headers } };
  const body = hasBody(method, sample)
    ? fc.oneof({ arbitrary: oddBody(sample), weight: 3 }, { arbitrary: fc.constant(sampleBody), weight: 1 })
    : fc.constant(sampleBody);
  const { 'content-type': _sampleType, ...otherHeaders } = sample.headers ?? {};
  return fc.tuple(url, body, options.signedIn).map(([urlText, bodyParts, signedIn]) =>
    withDescription({
      method: method as InjectOptions['method'],
      url: urlText,
      payload: bodyParts.payload as string | Buffer | undefined,
      headers: { ...otherHeaders, ...bodyParts.headers },
      signedIn,
    }),
  );
}

/** The sample value with every text in it replaced, keys and shape kept. */
function everyText(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.length ? value.map((item) => everyText(item, text)) : [text];
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everyText(item, text)]));
  return value;
}

/**
 * Requests every run tries before the random ones, so each route always meets the worst cases: a NUL byte in
 * every parameter and every text field, thousands of nesting levels and page cursors out of a database's range.
 */
export function hostileExamples(pattern: string, sample: SampleRequest, signedIn: boolean): FuzzRequest[] {
  const method = sample.method.toUpperCase() as InjectOptions['method'];
  const [samplePath = '', sampleQuery] = sample.url.split('?');
  const isParameter = pathSegments(pattern);
  const nulPath = samplePath
    .split('/')
    .map((segment, index) => (isParameter[index] ? `${segment}%00` : segment))
    .join('/');
  const { 'content-type': sampleType = '', ...otherHeaders } = sample.headers ?? {};
  const request = (url: string, body: { payload?: string | Buffer; headers?: Record<string, string> } = {}) =>
    withDescription({
      method,
      url,
      payload: body.payload,
      headers: { ...otherHeaders, ...body.headers },
      signedIn,
    });
  const sampleBody =
    sample.payload === undefined
      ? {}
      : Buffer.isBuffer(sample.payload) || typeof sample.payload === 'string'
        ? { payload: sample.payload, headers: { 'content-type': sampleType } }
        : { payload: JSON.stringify(sample.payload), headers: jsonHeaders };
  // A valid-looking cursor whose time JavaScript accepts and PostgreSQL does not (year 275760, year 10000).
  const cursors = ['+275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z'].map((time) =>
    Buffer.from(`${time}|00000000-0000-0000-0000-000000000000`).toString('base64url'),
  );
  const examples = [
    request(nulPath === samplePath ? `${samplePath}/%00` : nulPath, sampleBody),
    ...cursors.map((cursor) =>
      request(`${samplePath}?${[sampleQuery, `cursor=${cursor}`].filter(Boolean).join('&')}`, sampleBody),
    ),
  ];
  if (!hasBody(sample.method.toUpperCase(), sample)) return examples;
  const json = (text: string) => ({ payload: text, headers: jsonHeaders });
  examples.push(request(sample.url, json(nestedJson(10_000, 'array'))));
  examples.push(request(sample.url, json(nestedJson(10_000, 'object'))));
  if (sampleType.startsWith('multipart/form-data') && Buffer.isBuffer(sample.payload)) {
    const boundary = /boundary=(.+)$/.exec(sampleType)?.[1] ?? '';
    const fields = { tags: 'a\u0000b', category: '\u0000', name: 'x\u0000y' };
    examples.push(
      request(sample.url, {
        payload: Buffer.concat([multipartFields(boundary, fields), sample.payload]),
        headers: { 'content-type': sampleType },
      }),
    );
  } else if (sample.payload !== undefined && !Buffer.isBuffer(sample.payload)) {
    examples.push(request(sample.url, json(JSON.stringify(everyText(sample.payload, 'a\u0000b')))));
    // Unpaired UTF-16 halves: valid in JSON text, not encodable as UTF-8 in the database.
    examples.push(request(sample.url, json(JSON.stringify(everyText(sample.payload, 'a\udfff\udfffb')))));
    examples.push(request(sample.url, json(JSON.stringify(everyText(sample.payload, 'x'.repeat(10_000))))));
  }
  return examples;
}
