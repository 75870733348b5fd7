import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { descriptionsAnswerSchema } from '@common/content-api/descriptions';
import { errorAnswerSchema } from '@common/content-api/errors';
import { facilitiesAnswerSchema } from '@common/content-api/facilities';
import { hotelAnswerSchema, hotelsAnswerSchema } from '@common/content-api/hotel';
import { photosPageSchema, photosQuerySchema } from '@common/content-api/photos';
import { roomAnswerSchema, roomsAnswerSchema } from '@common/content-api/rooms';
import { templatesAnswerSchema } from '@common/content-api/templates';
import { contentApiExamples, exampleIds } from './openapi-examples';

/**
 * The content API's OpenAPI 3.1 document, generated from the zod schemas in common/src/content-api/ that the
 * answers are typed by (and that a test validates real answers against). Served at /api/v1/openapi.json and read
 * by the reference page at /api/v1/docs. One operation per route of routes.ts; a test fails for a route missing
 * here.
 */

export const contentApiVersion = '1.0.0';

const hotelId = z
  .guid()
  .meta({ description: 'The hotel’s id, from GET /api/v1/hotels.', example: exampleIds.hotel });
const roomId = z
  .guid()
  .meta({ description: 'The room’s id, from the rooms answer.', example: exampleIds.room });
const ifNoneMatch = z.object({
  'If-None-Match': z.string().optional().meta({
    description: 'The ETag of the answer you hold: answered 304 without a body while it is current.',
    example: '"k3Jq0v9sX2mY7aBcD4eF6gH8iJ0kL2mN"',
  }),
});

const etagHeaders = z.object({
  ETag: z.string().meta({ description: 'Strong validator of this answer; send it back as If-None-Match.' }),
  'Cache-Control': z.string().meta({ description: 'private, no-cache: keep it, but ask again each time.' }),
});

const rateLimitHeaders = z.object({
  'X-RateLimit-Limit': z.string().meta({ description: 'Requests this key may make a minute.' }),
  'X-RateLimit-Remaining': z.string().meta({ description: 'Requests left in the current minute.' }),
  'X-RateLimit-Reset': z.string().meta({ description: 'Seconds until the minute starts again.' }),
});
const answerHeaders = etagHeaders.extend(rateLimitHeaders.shape);

const json = (schema: z.ZodType, example: unknown) => ({ 'application/json': { schema, example } });

type Examples = ReturnType<typeof contentApiExamples>;

function errorResponses(
  examples: Examples,
  { badQuery, notFound }: { badQuery: boolean; notFound: boolean },
) {
  return {
    '400': {
      description: badQuery
        ? 'A query parameter is not valid (`fields` names it), or a key was put in the URL (refused unread).'
        : 'A key was put in the URL (refused unread): send it in the Authorization header.',
      content: json(errorAnswerSchema, badQuery ? examples.errors.badQuery : examples.errors.keyInUrl),
    },
    '401': {
      description:
        'No key, a malformed, unknown, revoked or expired key, or a session cookie instead of a key. ' +
        'Carries `WWW-Authenticate: Bearer`.',
      headers: z.object({ 'WWW-Authenticate': z.string() }),
      content: json(errorAnswerSchema, examples.errors.unauthenticated),
    },
    ...(notFound
      ? {
          '404': {
            description:
              'The key may not read this hotel, the hotel does not publish its content (Settings -> Hotel -> ' +
              '“Publish content”), or the id names nothing.',
            content: json(errorAnswerSchema, examples.errors.notFound),
          },
        }
      : {}),
    '429': {
      description: 'Too many requests with this key in the current minute; wait `Retry-After` seconds.',
      headers: z.object({
        'Retry-After': z.string().meta({ description: 'Seconds until the key may call again.' }),
      }),
      content: json(errorAnswerSchema, examples.errors.rateLimited),
    },
  };
}

export interface OperationSpec {
  /** The route's URL in OpenAPI's form (`{hotelId}` for Fastify's `:hotelId`). */
  path: string;
  operationId: string;
  summary: string;
  description: string;
  pathParams?: z.ZodObject;
  query?: z.ZodObject;
  answer: z.ZodType;
  example: unknown;
}

function operation(examples: Examples, spec: OperationSpec): ZodOpenApiOperationObject {
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: ['Content'],
    requestParams: {
      ...(spec.pathParams ? { path: spec.pathParams } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      header: ifNoneMatch,
    },
    responses: {
      '200': { description: 'The answer.', headers: answerHeaders, content: json(spec.answer, spec.example) },
      '304': {
        description: 'Not Modified: the ETag in If-None-Match is current. No body.',
        headers: answerHeaders,
      },
      ...errorResponses(examples, {
        badQuery: spec.query !== undefined,
        notFound: spec.pathParams !== undefined,
      }),
    },
  };
}

/**
 * Every operation of the API with the zod schema of its answer and a complete example: the document is made from
 * this list, and the tests check real answers and the examples against the same schemas.
 */
export function contentApiOperations(appUrl: string): OperationSpec[] {
  const examples = contentApiExamples(appUrl);
  const ofHotel = z.object({ hotelId });
  return [
    {
      path: '/api/v1/hotels',
      operationId: 'listHotels',
      summary: 'The hotels this key may read',
      description: 'Every hotel the key was given that publishes its content, oldest first.',
      answer: hotelsAnswerSchema,
      example: examples.hotels,
    },
    {
      path: '/api/v1/hotels/{hotelId}',
      operationId: 'getHotel',
      summary: 'A hotel',
      description: 'Name, address, contact, stars, check-in and check-out times and policies.',
      pathParams: ofHotel,
      answer: hotelAnswerSchema,
      example: examples.hotel,
    },
    {
      path: '/api/v1/hotels/{hotelId}/rooms',
      operationId: 'listRooms',
      summary: 'The hotel’s rooms',
      description: 'Every room with its descriptions, facts, features and gallery, oldest first.',
      pathParams: ofHotel,
      answer: roomsAnswerSchema,
      example: examples.rooms,
    },
    {
      path: '/api/v1/hotels/{hotelId}/rooms/{roomId}',
      operationId: 'getRoom',
      summary: 'One room',
      description: 'As in the rooms list; 404 for a room of another hotel or one in the trash.',
      pathParams: z.object({ hotelId, roomId }),
      answer: roomAnswerSchema,
      example: examples.room,
    },
    {
      path: '/api/v1/hotels/{hotelId}/photos',
      operationId: 'listPhotos',
      summary: 'The hotel gallery, a page at a time',
      description:
        'The photos of the hotel gallery in its order, the cover first, with their renditions (`srcset`-ready ' +
        'widths and absolute URLs). Follow `nextCursor` until it is null.',
      pathParams: ofHotel,
      query: photosQuerySchema,
      answer: photosPageSchema,
      example: examples.photos,
    },
    {
      path: '/api/v1/hotels/{hotelId}/facilities',
      operationId: 'listFacilities',
      summary: 'The hotel’s facilities',
      description: 'The facilities the hotel has switched on, in the catalogue’s order, with their groups.',
      pathParams: ofHotel,
      answer: facilitiesAnswerSchema,
      example: examples.facilities,
    },
    {
      path: '/api/v1/hotels/{hotelId}/descriptions',
      operationId: 'listDescriptions',
      summary: 'The hotel’s descriptions',
      description: 'The hotel’s description in every language it has written one, with its language code.',
      pathParams: ofHotel,
      answer: descriptionsAnswerSchema,
      example: examples.descriptions,
    },
    {
      path: '/api/v1/hotels/{hotelId}/templates',
      operationId: 'listTemplates',
      summary: 'The hotel’s published offers',
      description: 'Published templates (offers, campaigns) with their dates, text and images; drafts never.',
      pathParams: ofHotel,
      answer: templatesAnswerSchema,
      example: examples.templates,
    },
  ];
}

const introduction = `Read a hotel's own content (its facts, rooms, photos, facilities, descriptions and published offers) to show it on
the hotel's website, a booking engine or an intranet. Read-only.

**Keys.** The hotel's owner creates a key in Settings -> API keys, choosing the hotels it may read; the key is shown
once. Send it as \`Authorization: Bearer <key>\` (never in the URL: a key in the query string is refused). A revoked
or expired key answers 401 at once.

**Published hotels only.** A hotel answers only while "Publish content" is on in its Settings -> Hotel; otherwise,
like a hotel the key may not read, it answers 404.

**Caching.** Every answer carries a strong \`ETag\`. Send it back as \`If-None-Match\`: while nothing changed the
answer is 304 without a body, which costs almost nothing and counts against the rate limit like any request.

**Rate limit.** Each key may make a limited number of requests a minute over all routes (\`X-RateLimit-Limit\`,
\`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` say where it stands); past it, 429 with \`Retry-After\`.

**Errors** have one shape: \`{ "error": { "code", "message", "messageId" } }\`; act on \`code\`.`;

/** The document for an app at `appUrl` (the server's address and the examples' file URLs are its own). */
export function contentApiDocument(appUrl: string) {
  const examples = contentApiExamples(appUrl);
  const paths: ZodOpenApiPathsObject = Object.fromEntries(
    contentApiOperations(appUrl).map((spec) => [spec.path, { get: operation(examples, spec) }]),
  );
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Hotel Content Studio content API',
      version: contentApiVersion,
      description: introduction,
    },
    servers: [{ url: appUrl }],
    security: [{ apiKey: [] }],
    tags: [{ name: 'Content', description: 'A hotel’s published content.' }],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API key from Settings -> API keys: `Authorization: Bearer hcs_...`.',
        },
      },
    },
    paths,
  });
}
