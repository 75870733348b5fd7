/**
 * Whether a verification token better-auth just signed is the link of an e-mail change rather than of a
 * sign-up: its payload names the address to change to (`updateTo`). The token is read, not checked; checking
 * is better-auth's job when the link is opened.
 */
export function isEmailChangeToken(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof claims.updateTo === 'string';
  } catch {
    return false;
  }
}
