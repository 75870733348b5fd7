import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otaContexts } from '../../db/schema';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';
import { buildHotel, buildOta, buildUser } from '../../../test/factories';
import { rotateTestAppSecretKey } from '../../../test/secret-key-rotation';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { UnopenableLoginsError } from './reseal-logins';
import { sealingKey, unsealLogin } from './sealed-login';
import { sealAsV1 } from './sealed-login-v1.test-support';

const login: SavedLogin = {
  cookies: [],
  origins: [{ origin: 'https://admin.booking.com', localStorage: [] }],
};
const newSecret = 'the-rotated-secret-key-for-the-tests-0123456789';

let testApp: TestApp;
let hotelId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  const owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
});
afterAll(async () => {
  await testApp.close();
});

const currentKey = () => sealingKey(testApp.context.config.secretKey);
const sealedOf = async (contextId: string) =>
  (await testApp.context.db.select().from(otaContexts).where(eq(otaContexts.id, contextId)))[0]?.sealed ?? '';

/** A channel's login as saved before v2: sealed with the hotel's id alone. */
async function savedAsV1(channel: 'booking' | 'expedia') {
  const { context } = await buildOta(testApp, hotelId, { type: channel });
  await testApp.context.db
    .update(otaContexts)
    .set({ sealed: sealAsV1(currentKey(), hotelId, login) })
    .where(eq(otaContexts.id, context.id));
  return context.id;
}

/** The same app restarted: a second app on the same database, as after a deploy. */
async function restart(environment: Record<string, string> = {}) {
  const restarted = await buildTestApp(environment, { database: testApp.context.database });
  await restarted.close();
}

describe('saved logins of an older version', () => {
  it('are sealed again as v2 at start, bound to their hotel and channel', async () => {
    const bookingId = await savedAsV1('booking');
    expect((await sealedOf(bookingId)).startsWith('v1.')).toBe(true);

    await restart();

    const sealed = await sealedOf(bookingId);
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(unsealLogin(currentKey(), { hotelId, channel: 'booking' }, sealed)).toEqual(login);
    expect(() => unsealLogin(currentKey(), { hotelId, channel: 'expedia' }, sealed)).toThrow();
  });
});

describe('npm run rotate-secret-key', () => {
  const currentSecret = () => testApp.context.config.secretKey;

  it('seals every saved login under the new key, v1 ones included, so they open with it and not with the old', async () => {
    const expediaId = await savedAsV1('expedia');
    const { context } = await buildOta(
      testApp,
      (await buildHotel(testApp, (await buildUser(testApp)).id)).id,
    );
    const before = await testApp.context.db.select().from(otaContexts);

    const outcome = await rotateTestAppSecretKey(testApp, { from: currentSecret(), to: newSecret });

    expect(outcome).toEqual({
      resealed: before.length,
      unopenable: [],
      webhookSecrets: 0,
      alpineBitsPasswords: 0,
    });
    const newKey = sealingKey(newSecret);
    const expedia = await sealedOf(expediaId);
    expect(unsealLogin(newKey, { hotelId, channel: 'expedia' }, expedia)).toEqual(login);
    expect(() => unsealLogin(currentKey(), { hotelId, channel: 'expedia' }, expedia)).toThrow();
    const other = await sealedOf(context.id);
    expect(other.startsWith('v2.')).toBe(true);
    expect(() =>
      unsealLogin(currentKey(), { hotelId: context.hotelId, channel: 'booking' }, other),
    ).toThrow();
    expect(unsealLogin(newKey, { hotelId: context.hotelId, channel: 'booking' }, other).cookies).toHaveLength(
      1,
    );

    // Back to the test app's key, in one more rotation, for the tests after this one.
    await rotateTestAppSecretKey(testApp, { from: newSecret, to: currentSecret() });
    expect(unsealLogin(currentKey(), { hotelId, channel: 'expedia' }, await sealedOf(expediaId))).toEqual(
      login,
    );
  });

  it('changes nothing when a login does not open under the current key (a wrong old key)', async () => {
    const wrongOld = { from: 'not-the-key-these-logins-were-sealed-under-42', to: newSecret };
    const before = await testApp.context.db.select().from(otaContexts);
    await expect(rotateTestAppSecretKey(testApp, wrongOld)).rejects.toThrow(UnopenableLoginsError);
    expect(await testApp.context.db.select().from(otaContexts)).toEqual(before);
  });

  it('asks for a new key of at least 32 characters that is not the current one', async () => {
    await expect(rotateTestAppSecretKey(testApp, { from: currentSecret(), to: 'short' })).rejects.toThrow(
      /NEW_SECRET_KEY.*at least 32 characters/,
    );
    await expect(
      rotateTestAppSecretKey(testApp, { from: currentSecret(), to: currentSecret() }),
    ).rejects.toThrow(/the key in use/);
  });
});
