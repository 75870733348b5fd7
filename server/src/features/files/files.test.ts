import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3Fake, type S3Fake } from '@e2e/fakes/s3-fake';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let s3: S3Fake;
beforeAll(async () => {
  s3 = await startS3Fake();
});
afterAll(async () => {
  await s3.close();
});

const backends: [string, 'local' | 's3', () => Record<string, string>][] = [
  ['the local folder', 'local', () => ({})],
  ['S3', 's3', () => s3.environment],
];

describe.each(backends)('GET /files/{key} from %s', (_name, kind, environment) => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await buildTestApp(environment());
    expect(testApp.context.storage.kind).toBe(kind);
  });
  afterEach(async () => {
    await testApp.context.storage.deletePrefix('hotel-assets/');
    await testApp.close();
  });

  const key = 'hotel-assets/h1/1700000000000-a1b2c3.png';
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it('streams a stored file with its type, an immutable cache header and nosniff', async () => {
    await testApp.context.storage.put(key, bytes, { contentType: 'image/png' });
    const response = await testApp.app.inject({ method: 'GET', url: testApp.context.storage.publicUrl(key) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(bytes);
  });

  it('answers HEAD with the same headers and no body', async () => {
    await testApp.context.storage.put(key, bytes, { contentType: 'image/png' });
    const response = await testApp.app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('');
  });

  it('answers 404 for a key it does not hold', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/files/hotel-assets/h1/missing.png' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'notFound', message: 'Not found', messageId: 'http.notFound' },
    });
  });

  it('only answers GET', async () => {
    await testApp.context.storage.put(key, bytes, { contentType: 'image/png' });
    for (const method of ['PUT', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: `/files/${key}`, payload: 'x' });
      expect(response.statusCode).toBe(404);
    }
    expect(await testApp.context.storage.exists(key)).toBe(true);
  });
});

describe('GET /files/{key} never leaves the files folder', () => {
  let testApp: TestApp;
  const secret = 'the-data-dir-secret-that-must-never-be-served';
  beforeEach(async () => {
    testApp = await buildTestApp();
    writeFileSync(path.join(testApp.dataDir, 'secret.key'), secret);
    await testApp.context.storage.put('a/b.txt', Buffer.from('inside'), { contentType: 'text/plain' });
  });
  afterEach(async () => {
    await testApp.close();
  });

  it.each([
    '/files/../secret.key',
    '/files/%2e%2e/secret.key',
    '/files/..%2fsecret.key',
    '/files/..%2Fsecret.key',
    '/files/a/..%2f..%2fsecret.key',
    '/files/%2fetc%2fpasswd',
    '/files/a%5c..%5c..%5csecret.key',
    '/files/',
    '/files/a',
  ])('answers 404 for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'notFound', message: 'Not found', messageId: 'http.notFound' },
    });
    expect(response.body).not.toContain(secret);
  });

  it('answers 404 for a raw ../ path sent over a real socket, where nothing normalizes it first', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port, path: '/files/../secret.key' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain(secret);
  });
});

// The local folder only: the S3 fake keeps objects as files too and fails where real S3 answers NoSuchKey.
describe('GET /files/{key} with a name longer than the file system allows', () => {
  it('answers 404, as for any key the storage does not hold', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: `/files/${'1'.repeat(400)}.jpg` });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
