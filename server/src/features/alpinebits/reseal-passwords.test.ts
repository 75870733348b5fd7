import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alpineBitsConnections } from '../../db/schema';
import { buildAlpineBitsConnection } from '../../../test/alpinebits';
import { buildHotel, buildUser } from '../../../test/factories';
import { rotateTestAppSecretKey } from '../../../test/secret-key-rotation';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { UnopenableAlpineBitsPasswordsError } from './reseal-passwords';
import { alpineBitsPasswordKey, openPassword } from './sealed-password';

// `npm run rotate-secret-key` seals AlpineBits passwords again: pushes go on without typing the password again.
const newSecret = 'the-rotated-secret-key-for-alpinebits-0123456789';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const sealedOf = async (hotelId: string) =>
  (
    await testApp.context.db
      .select()
      .from(alpineBitsConnections)
      .where(eq(alpineBitsConnections.hotelId, hotelId))
  )[0]?.sealedPassword ?? '';

describe('rotating SECRET_KEY', () => {
  it('seals every AlpineBits password under the new key, the password itself unchanged', async () => {
    const owner = await buildUser(testApp);
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await buildAlpineBitsConnection(testApp, hotelId, { password: 'receiver-password' });
    const before = await sealedOf(hotelId);
    await expect(
      rotateTestAppSecretKey(testApp, {
        from: 'not-the-key-these-passwords-were-sealed-under',
        to: newSecret,
      }),
    ).rejects.toThrow(UnopenableAlpineBitsPasswordsError);
    expect(await sealedOf(hotelId)).toBe(before);

    const outcome = await rotateTestAppSecretKey(testApp, {
      from: testApp.context.config.secretKey,
      to: newSecret,
    });

    expect(outcome.alpineBitsPasswords).toBe(1);
    const sealed = await sealedOf(hotelId);
    expect(openPassword(alpineBitsPasswordKey(newSecret), hotelId, sealed)).toBe('receiver-password');
    expect(() =>
      openPassword(alpineBitsPasswordKey(testApp.context.config.secretKey), hotelId, sealed),
    ).toThrow();
  });
});
