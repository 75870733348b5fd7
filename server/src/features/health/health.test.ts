import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('carries the security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'notFound', message: 'Not found' } });
  });
});
