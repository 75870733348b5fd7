import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a link's token: all the database keeps, so a copy of it opens no invitation. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new invitation link's token (32 random bytes, base64url) and the hash that is stored. */
export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}
