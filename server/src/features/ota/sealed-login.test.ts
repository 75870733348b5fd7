import { describe, expect, it } from 'vitest';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';
import { sealingKey, sealLogin, SealedLoginError, unsealLogin } from './sealed-login';

const key = sealingKey('a-secret-key-for-the-sealing-tests-0123456789');
const hotelId = '6f1c1c9e-7d55-4d3e-9d0a-3d9c6a7b1a01';
const otherHotelId = '6f1c1c9e-7d55-4d3e-9d0a-3d9c6a7b1a02';
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
  it('opens again for the same hotel, with nothing readable in the sealed text', () => {
    const sealed = sealLogin(key, hotelId, login);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('esadm');
    expect(sealed).not.toContain('secret-session-value-42');
    expect(sealed).not.toContain('booking');
    expect(unsealLogin(key, hotelId, sealed)).toEqual(login);
  });

  it('seals the same login differently each time (a fresh IV)', () => {
    expect(sealLogin(key, hotelId, login)).not.toBe(sealLogin(key, hotelId, login));
  });

  it('cannot be opened for another hotel', () => {
    const sealed = sealLogin(key, hotelId, login);
    expect(() => unsealLogin(key, otherHotelId, sealed)).toThrow(SealedLoginError);
  });

  it('cannot be opened under another secret key', () => {
    const sealed = sealLogin(key, hotelId, login);
    const otherKey = sealingKey('another-secret-key-for-the-sealing-tests-987654');
    expect(() => unsealLogin(otherKey, hotelId, sealed)).toThrow(SealedLoginError);
  });

  it('refuses a sealed text whose IV, tag or ciphertext was altered', () => {
    const sealed = sealLogin(key, hotelId, login);
    for (const index of [1, 2, 3])
      expect(() => unsealLogin(key, hotelId, alter(sealed, index))).toThrow(SealedLoginError);
  });

  it('refuses texts that are not sealed logins', () => {
    for (const text of ['', 'v1.', 'v2.a.b.c', JSON.stringify(login), 'v1.a.b.c.d'])
      expect(() => unsealLogin(key, hotelId, text)).toThrow(SealedLoginError);
  });
});
