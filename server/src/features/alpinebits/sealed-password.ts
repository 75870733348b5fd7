import { sealedTexts, SealedTextError } from '../../lib/sealed-text';

/**
 * An AlpineBits connection's password (issue 33). The push sends it with every request, so it is kept, but
 * sealed at rest (lib/sealed-text.ts) under a key of its own purpose and bound to the hotel: a sealed password
 * copied to another hotel's row does not open there, and neither an OTA login nor a webhook secret opens as one.
 */
const passwords = sealedTexts('alpinebits-password');

export { SealedTextError as SealedPasswordError };

/** The sealing key of AlpineBits passwords; HKDF keeps it apart from every other use of SECRET_KEY. */
export const alpineBitsPasswordKey = (secretKey: string) => passwords.keyOf(secretKey);

export const sealPassword = (key: Buffer, hotelId: string, password: string) =>
  passwords.seal(key, hotelId, password);

/** Throws SealedPasswordError when the text was altered, sealed under another key or for another hotel. */
export const openPassword = (key: Buffer, hotelId: string, sealed: string) =>
  passwords.open(key, hotelId, sealed);
