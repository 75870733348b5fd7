import { randomBytes } from 'node:crypto';

/**
 * A hotel's public id (hotels.public_id, issue 34): 128 random bits as 22 base64url characters, so it can be
 * neither guessed nor walked, and says nothing of the database id.
 */
export const newPublicId = () => randomBytes(16).toString('base64url');

const publicIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** Whether a string from an address can be a public id at all: anything else is answered without a query. */
export const isPublicId = (value: string) => publicIdPattern.test(value);
