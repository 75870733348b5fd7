import fc from 'fast-check';

/**
 * Values a hostile or careless client sends (issue 12, "A fuzz test"): control characters and NUL bytes,
 * very long and malformed text, numbers a database column cannot hold, wrong types and deep nesting.
 */

/** Characters that break naive text handling: NUL, other control characters, lone surrogates, emoji. */
const awkwardCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u001f',
  '\u007f',
  '\r',
  '\n',
  '\t',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  '😀',
  'é',
  '%',
  '\\',
  '"',
  '<',
  'a',
  ' ',
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: awkwardCharacter, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'x'.repeat(10_000),
    '\u0000'.repeat(10_000),
    '../../../../etc/passwd',
    '%00',
    'javascript:alert(1)',
    '<script>alert(1)</script>',
    "'; drop table hotels; --",
    '__proto__',
    'constructor',
    'NaN',
    'Infinity',
    '1e999',
    '-1',
    '2026-13-45T25:61:61Z',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-20T00:00:00.000Z',
    '00000000-0000-0000-0000-000000000000',
  ),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1e-320,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
  ),
  // NaN and the infinities become null in JSON, which is one more wrong type.
  fc.double(),
  fc.integer(),
);

const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { '': null });

/** JSON text of an array or object nested `depth` levels deep, built as text so any depth can be made. */
export function nestedJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/**
 * Deep nesting stands in a value as a marker string that `toJsonText` expands: building thousands of levels
 * as objects would overflow the test's own stack in JSON.stringify.
 */
const deepMarker = /"«deep:(array|object):(\d+)»"/g;

export const deeplyNested: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 10_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, shape]) => `«deep:${shape}:${depth}»`);

/** The JSON text of a generated value, deep nesting markers expanded. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(
    deepMarker,
    (_marker, shape: 'array' | 'object', depth: string) => nestedJson(Number(depth), shape),
  );
}

/** Any one hostile value, for a field or a whole body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: fc.array(hostileString, { maxLength: 5 }), weight: 1 },
  { arbitrary: deeplyNested, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/**
 * A value shaped like `sample` (same keys, arrays of the same kind) whose parts are, now and then, replaced by
 * hostile values, so that requests get past the first checks and reach the deeper ones.
 */
export function shapedLike(sample: unknown, depth = 0): fc.Arbitrary<unknown> {
  const replaced = fc.oneof(
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: kept(sample, depth), weight: 2 },
  );
  return depth === 0 ? kept(sample, depth) : replaced;
}

function kept(sample: unknown, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(sample)) {
    if (sample.length === 0) return fc.array(hostileValue, { maxLength: 3 });
    return fc.array(shapedLike(sample[0], depth + 1), { maxLength: 4 });
  }
  if (sample && typeof sample === 'object' && depth < 4) {
    const fields = Object.fromEntries(
      Object.entries(sample).map(([key, value]) => [key, shapedLike(value, depth + 1)]),
    );
    return fc
      .tuple(
        fc.record(fields),
        fc.dictionary(
          fc.oneof(fc.constantFrom('__proto__', 'constructor', ''), hostileString),
          hostileValue,
          {
            maxKeys: 2,
          },
        ),
      )
      .map(([known, extra]) => ({ ...extra, ...known }));
  }
  return fc.constant(sample);
}

/** Path segments that are not the id a route expects, each already as it would appear in a URL. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    'abc%00',
    '..',
    '.',
    '%2e%2e',
    '%2E',
    '..%2f..%2fetc',
    '%2f',
    '%5c',
    '%',
    '%zz',
    '%ff%fe',
    '%0a%0d',
    '%20',
    'a'.repeat(5_000),
    '1'.repeat(400),
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '-1',
    '0',
    '1e999',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    encodeURIComponent('ünïcødé-😀'),
    encodeURIComponent('\u0000\u0001\u001f'),
  ),
  hostileString
    .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x')))
    .filter((text) => text !== ''),
);

const queryKey = fc.constantFrom(
  'cursor',
  'limit',
  'offset',
  'page',
  'category',
  'tag',
  'tags',
  'search',
  'q',
  'sort',
  'order',
  'status',
  'type',
  'from',
  'to',
  'before',
  'after',
  'date',
  'month',
  'locale',
  'language',
  'hotelId',
  'roomId',
  'id',
  '__proto__',
  'callbackURL',
  'token',
);

/** Opaque page cursors (base64url of "time|id") holding times and ids a database cannot take. */
export const hostileCursor: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '+275760-09-13T00:00:00.000Z',
      '+010000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      'not a date',
      '\u0000',
      '',
    ),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', 'not-a-uuid', '\u0000', ''),
  )
  .map(([time, id]) => Buffer.from(`${time}|${id}`).toString('base64url'));

/** A query string of hostile values under the keys routes read, repeated keys and broken encodings included. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(fc.tuple(queryKey, fc.oneof(oddSegment, hostileNumber.map(String), hostileCursor)), {
    minLength: 1,
    maxLength: 4,
  })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
