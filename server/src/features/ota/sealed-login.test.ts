import { describe, expect, it } from 'vitest';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';
import {
  isSealedByOlderVersion,
  sealAgain,
  sealingKey,
  sealLogin,
  SealedLoginError,
  unsealLogin,
} from './sealed-login';
import { sealAsV1 } from './sealed-login-v1.test-support';

const key = sealingKey('a-secret-key-for-the-sealing-tests-0123456789');
const hotelId = '6f1c1c9e-7d55-4d3e-9d0a-3d9c6a7b1a01';
const otherHotelId = '6f1c1c9e-7d55-4d3e-9d0a-3d9c6a7b1a02';
const booking = { hotelId, channel: 'booking' } as const;
const login: SavedLogin = {
  cookies: [
    {
      name: 'esadm',
      value: 'secret-session-value-42',
      domain: '.admin.booking.com',
      path: '/',
      expires: 1_900_000_000,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    },
  ],
  origins: [{ origin: 'https://admin.booking.com', localStorage: [{ name: 'k', value: 'stored-value' }] }],
};

/** Replaces one character of the part at `index` (dot-separated) with another. */
function alter(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const part = parts[index] ?? '';
  const flipped = part.startsWith('A') ? `B${part.slice(1)}` : `A${part.slice(1)}`;
  parts[index] = flipped;
  return parts.join('.');
}

describe('sealed logins', () => {
  it('opens again for the same hotel and channel, with nothing readable in the sealed text', () => {
    const sealed = sealLogin(key, booking, login);
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(sealed).not.toContain('esadm');
    expect(sealed).not.toContain('secret-session-value-42');
    expect(sealed).not.toContain('booking');
    expect(unsealLogin(key, booking, sealed)).toEqual(login);
  });

  it('seals the same login differently each time (a fresh IV)', () => {
    expect(sealLogin(key, booking, login)).not.toBe(sealLogin(key, booking, login));
  });

  it('cannot be opened for another hotel', () => {
    const sealed = sealLogin(key, booking, login);
    expect(() => unsealLogin(key, { ...booking, hotelId: otherHotelId }, sealed)).toThrow(SealedLoginError);
  });

  it('cannot be opened as the same hotel’s login of another channel', () => {
    const sealed = sealLogin(key, booking, login);
    for (const channel of ['expedia', 'agoda', 'hrs'] as const)
      expect(() => unsealLogin(key, { hotelId, channel }, sealed)).toThrow(SealedLoginError);
  });

  it('cannot be opened under another secret key', () => {
    const sealed = sealLogin(key, booking, login);
    const otherKey = sealingKey('another-secret-key-for-the-sealing-tests-987654');
    expect(() => unsealLogin(otherKey, booking, sealed)).toThrow(SealedLoginError);
  });

  it('refuses a sealed text whose IV, tag or ciphertext was altered', () => {
    const sealed = sealLogin(key, booking, login);
    for (const index of [1, 2, 3])
      expect(() => unsealLogin(key, booking, alter(sealed, index))).toThrow(SealedLoginError);
  });

  it('refuses texts that are not sealed logins', () => {
    for (const text of ['', 'v1.', 'v2.', 'v2.a.b.c', 'v3.a.b.c', JSON.stringify(login), 'v2.a.b.c.d'])
      expect(() => unsealLogin(key, booking, text)).toThrow(SealedLoginError);
  });

  it('still opens a v1 login (bound to the hotel alone), for its hotel only, and seals it again as v2', () => {
    const v1 = sealAsV1(key, hotelId, login);
    expect(isSealedByOlderVersion(v1)).toBe(true);
    expect(unsealLogin(key, booking, v1)).toEqual(login);
    expect(() => unsealLogin(key, { ...booking, hotelId: otherHotelId }, v1)).toThrow(SealedLoginError);

    const v2 = sealAgain({ from: key, to: key }, booking, v1);
    expect(isSealedByOlderVersion(v2)).toBe(false);
    expect(v2.startsWith('v2.')).toBe(true);
    expect(unsealLogin(key, booking, v2)).toEqual(login);
    expect(() => unsealLogin(key, { hotelId, channel: 'expedia' }, v2)).toThrow(SealedLoginError);
  });

  it('moves a login from one key to another', () => {
    const newKey = sealingKey('the-new-secret-key-for-the-sealing-tests-0001');
    const moved = sealAgain({ from: key, to: newKey }, booking, sealLogin(key, booking, login));
    expect(unsealLogin(newKey, booking, moved)).toEqual(login);
    expect(() => unsealLogin(key, booking, moved)).toThrow(SealedLoginError);
  });
});
