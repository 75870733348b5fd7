import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'hcs-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Studio</title>');
  writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.js.br'), 'not really brotli');
  writeFileSync(path.join(webRoot, 'assets', 'main-abc123.css'), 'body{}');
  writeFileSync(path.join(webRoot, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await buildTestApp({}, { webRoot });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves pages with the document headers and no long cache', async () => {
    const favicon = await get('/favicon.svg');
    // A file outside the hashed assets is revalidated (no-cache), so it keeps its validators.
    expect(favicon.headers.etag).toBeDefined();
    const page = await get('/dashboard');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(String(page.headers['content-security-policy'])).toContain("object-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves scripts and stylesheets cached for a year without the headers only documents read', async () => {
    for (const [url, encoding] of [
      ['/assets/main-abc123.js', 'identity'],
      ['/assets/main-abc123.js', 'br'],
      ['/assets/main-abc123.css', 'identity'],
    ] as const) {
      const answer = await get(url, { 'accept-encoding': encoding });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-security-policy'], `${url} ${encoding}`).toBeUndefined();
      expect(answer.headers['x-frame-options']).toBeUndefined();
      // Never revalidated, so no validators either.
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['last-modified']).toBeUndefined();
      // What a script or stylesheet does read stays.
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    expect(
      (await get('/assets/main-abc123.js', { 'accept-encoding': 'br' })).headers['content-encoding'],
    ).toBe('br');
  });

  it('keeps the content security policy on an SVG, which a browser may open as a document', async () => {
    const svg = await get('/assets/logo-abc123.svg');
    expect(svg.statusCode).toBe(200);
    expect(String(svg.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
