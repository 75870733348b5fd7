/**
 * The addresses of an e-mail change, read from a verification token better-auth just signed: its payload names
 * the current address (`email`) and the one to change to (`updateTo`); a sign-up's token has no `updateTo`.
 * The token is read, not checked; checking is better-auth's job when the link is opened.
 */
export function emailChangeOf(token: string): { from: string; to: string } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
    };
    if (typeof claims.email !== 'string' || typeof claims.updateTo !== 'string') return null;
    return { from: claims.email, to: claims.updateTo };
  } catch {
    return null;
  }
}
