import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedSecurityHeaders, securityHeaderOptions } from '../../http/security-headers';
import { buildUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

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

  it('carries the same headers on errors and unknown paths, worked out once from helmet', async () => {
    const expected = fixedSecurityHeaders(securityHeaderOptions(testApp.context.config));
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/api/health', '/api/hotels', '/api/nothing-here']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
    expect(expected['strict-transport-security']).toBeUndefined();
    const https = fixedSecurityHeaders(securityHeaderOptions({ appUrl: 'https://studio.example.com' }));
    expect(https['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('turns off the browser features the product never uses', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/login']) {
      const policy = String((await testApp.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
        expect(policy, url).toContain(`${feature}=()`);
    }
  });
});

describe('API answers are never cached', () => {
  it('carry Cache-Control: no-store, signed in, signed out and on errors', async () => {
    const user = await buildUser(testApp);
    const answers = [
      await requestAs(testApp, user, 'GET', '/api/hotels'),
      await requestAs(testApp, user, 'GET', '/api/session'),
      await requestAs(testApp, user, 'GET', '/api/hotels/not-a-hotel'),
      await testApp.app.inject({ method: 'GET', url: '/api/session' }),
      await testApp.app.inject({ method: 'GET', url: '/api/hotels' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[1]?.json().user.email).toBe(user.email);
  });

  it('leaves pages and stored files to their own caching', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'notFound', message: 'Not found', messageId: 'http.notFound' },
    });
  });
});
