import { describe, expect, it } from 'vitest';
import { sealingKey, sealLogin } from '../ota/sealed-login';
import { alpineBitsPasswordKey, openPassword, sealPassword, SealedPasswordError } from './sealed-password';

const secret = 'test-secret-key-that-is-long-enough-0123456789';
const key = alpineBitsPasswordKey(secret);
const hotelA = '4f1c2d3e-0000-4000-8000-000000000001';
const hotelB = '4f1c2d3e-0000-4000-8000-000000000002';

describe('sealed AlpineBits password', () => {
  it('opens for its hotel and does not read as the password at rest', () => {
    const sealed = sealPassword(key, hotelA, 's3cret pässword');
    expect(sealed).not.toContain('s3cret');
    expect(openPassword(key, hotelA, sealed)).toBe('s3cret pässword');
  });

  it('does not open for another hotel, under another key, or altered', () => {
    const sealed = sealPassword(key, hotelA, 'pw');
    expect(() => openPassword(key, hotelB, sealed)).toThrow(SealedPasswordError);
    expect(() =>
      openPassword(alpineBitsPasswordKey('another-secret-key-long-enough-0123456789'), hotelA, sealed),
    ).toThrow(SealedPasswordError);
    const [version, iv, tag, ciphertext] = sealed.split('.');
    const flipped = ciphertext!.startsWith('A') ? `B${ciphertext!.slice(1)}` : `A${ciphertext!.slice(1)}`;
    expect(() => openPassword(key, hotelA, [version, iv, tag, flipped].join('.'))).toThrow(
      SealedPasswordError,
    );
    expect(() => openPassword(key, hotelA, 'not sealed')).toThrow(SealedPasswordError);
  });

  it('an OTA login sealed for the same hotel does not open as its password', () => {
    const otaSealed = sealLogin(sealingKey(secret), { hotelId: hotelA, channel: 'booking' }, {
      cookies: [],
      origins: [],
    } as never);
    expect(() => openPassword(key, hotelA, otaSealed)).toThrow(SealedPasswordError);
  });
});
