import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, defaultPassword, signIn } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { passwordHashingFor } from './password-hashing';
import { findPasswordHash } from './repository';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** Signs a user up in an app of that environment; returns the app, the address and the hash stored. */
async function signedUpIn(environment: string) {
  const app = await buildTestApp({ NODE_ENV: environment });
  testApp = app;
  const user = await buildUser(app);
  const hash = await findPasswordHash(app.context.db, user.id);
  if (!hash) throw new Error('no password stored');
  return { app, email: user.email, hash };
}

describe('password hashing', () => {
  // better-auth's own check recomputes scrypt at its own cost: a hash made at any other cost fails it.
  it('in production, is better-auth’s own, at its own cost', async () => {
    const { hash } = await signedUpIn('production');
    expect(hash).not.toMatch(/^test-scrypt:/);
    expect(await verifyPassword({ hash, password: defaultPassword })).toBe(true);
  });

  it('is better-auth’s own in every environment but test', () => {
    expect(passwordHashingFor('production')).toBeUndefined();
    expect(passwordHashingFor('development')).toBeUndefined();
    expect(passwordHashingFor('test')).toBeDefined();
  });

  it('under NODE_ENV=test, is a cheaper scrypt that better-auth’s own check refuses, and still checks passwords', async () => {
    const { app, email, hash } = await signedUpIn('test');
    expect(hash).toMatch(/^test-scrypt:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash, password: defaultPassword })).toBe(false);
    expect((await signIn(app, email, 'not-the-password')).statusCode).toBe(401);
    expect((await signIn(app, email, defaultPassword)).statusCode).toBe(200);
  });

  it('under NODE_ENV=test, still accepts a hash made by better-auth’s own hashing', async () => {
    const hashing = passwordHashingFor('test');
    const hash = await hashPassword(defaultPassword);
    expect(await hashing?.verify({ hash, password: defaultPassword })).toBe(true);
    expect(await hashing?.verify({ hash, password: 'not-the-password' })).toBe(false);
  });
});
