/**
 * The invitation link (issue 36, part 2): `${appUrl}/invitation?token=<token>`, where the token is 32 random bytes
 * in base64url (43 characters). The server keeps only its SHA-256; the page reads it from the address.
 */
export const invitationPagePath = '/invitation';

/** How long an invitation (and a resent one, from the moment it is sent again) can be accepted. */
export const invitationValidDays = 7;

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text has the shape of an invitation token (anything else is answered as an invalid link at once). */
export const isInvitationToken = (value: unknown): value is string =>
  typeof value === 'string' && tokenPattern.test(value);

/** The invitation page of a token, as a path of this app. */
export const invitationPageLink = (token: string) =>
  `${invitationPagePath}?token=${encodeURIComponent(token)}`;

/**
 * Where the confirmation mail of a sign-up made from the invitation page leads (better-auth's callbackURL): back
 * to the invitation, which then says that the address is confirmed and asks to sign in.
 */
export const invitationConfirmedLink = (token: string) => `${invitationPageLink(token)}&confirmed=1`;
