import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSharedMessage } from '@common/messages/registry';
import { buildFilledPublishedHotel, callApi } from '../../../test/content-api';
import { buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { contentApiOperations } from './openapi-document';
import { contentApiExamples } from './openapi-examples';

/**
 * The published contract (issue 34): the OpenAPI document names every /api/v1 route the app registers and no
 * other, and what the routes really answer is exactly what the document describes: real answers of a hotel with
 * everything filled in are checked against the zod schemas the document is generated from, strictly (a field
 * the document does not name fails).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const documentationRoutes = ['GET /api/v1/openapi.json', 'GET /api/v1/docs'];
const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: object }>; security?: unknown }>
  >;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; scheme: string }>;
  };
  security: Record<string, unknown>[];
}

async function document(): Promise<Document> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

describe('the document', () => {
  it('describes every /api/v1 route of the app and no other', async () => {
    const registered = testApp.routes
      .filter((route) => route.url.startsWith('/api/v1/'))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !documentationRoutes.includes(route));
    const { paths } = await document();
    const documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${fastifyPath(path)}`),
    );
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('is OpenAPI 3.1 with a bearer scheme, and every operation states its answers', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ apiKey: [] }]);
    for (const [path, item] of Object.entries(doc.paths)) {
      const statuses = Object.keys(item.get!.responses);
      const expected = ['200', '304', '400', '401', '429', ...(path.includes('{') ? ['404'] : [])];
      expect(statuses.sort(), path).toEqual(expected.sort());
    }
    // Every reference names a schema the document holds.
    const references = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)];
    expect(references.length).toBeGreaterThan(0);
    for (const [, name] of references) expect(doc.components.schemas, name).toHaveProperty(name!);
  });

  it('its examples are answers the schemas accept, and their messages are shared texts', () => {
    for (const operation of contentApiOperations(testAppUrl)) {
      const parsed = operation.answer.safeParse(operation.example);
      expect(parsed.error?.issues ?? [], operation.path).toEqual([]);
    }
    for (const [name, answer] of Object.entries(contentApiExamples(testAppUrl).errors)) {
      expect(findSharedMessage(answer.error.message)?.id, name).toBe(answer.error.messageId);
    }
  });
});

it('every route answers a filled hotel exactly as the document describes', async () => {
  const owner = await buildUser(testApp);
  const filled = await buildFilledPublishedHotel(testApp, owner);
  const ids: Record<string, string> = { hotelId: filled.hotelId, roomId: filled.roomId };
  for (const operation of contentApiOperations(testAppUrl)) {
    const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
    const response = await callApi(testApp, filled.key, url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const parsed = operation.answer.safeParse(response.json());
    expect(parsed.error?.issues ?? [], url).toEqual([]);
  }
});

describe('the reference page', () => {
  it('is public, one static page with every operation and a curl example, and loads nothing from elsewhere', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const page = response.body;
    for (const operation of contentApiOperations(testAppUrl)) expect(page).toContain(operation.path);
    expect(page).toContain(`curl ${testAppUrl}/api/v1/hotels`);
    expect(page).toContain('Authorization: Bearer');
    expect(page).toContain('Publish content');
    expect(page).not.toMatch(/<script|<link|<iframe|@import/i);
    const addresses = [...page.matchAll(/(?:src|href)="([^"]*)"/g)].map(([, address]) => address!);
    expect(addresses.filter((address) => !address.startsWith('#') && !address.startsWith('/'))).toEqual([]);
  });

  it('needs no key, and a session is not asked for either', async () => {
    for (const url of ['/api/v1/docs', '/api/v1/openapi.json']) {
      expect((await testApp.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const page = await callApi(testApp, { headers: { authorization: 'Bearer not-a-key' } }, '/api/v1/docs');
    expect(page.statusCode).toBe(200);
  });
});
