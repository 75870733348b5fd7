import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema } from '../accounts/schemas';
import { contactMessageSchema } from '../contact/schemas';
import { hotelInputSchema } from '../hotels/schemas';
import { deleteAccountSchema, profileUpdateSchema } from '../profile/schemas';
import { findSharedMessage, sharedMessageTemplates } from './registry';

const long = (length: number) => 'a'.repeat(length);
const hotel = {
  name: 'Alpenhof',
  website: 'alpenhof.de',
  address: 'Dorfstraße 1',
  city: 'Garmisch',
  country: 'DE',
};
const profile = { firstName: 'Anna', lastName: 'Huber', phone: '' };

/**
 * A length a person can type into a form past the limit answers in plain words and with a shared text's id, never
 * with zod's own 'Too big: expected string to have <=254 characters' (server/test/message-ids.ts lets those pass
 * only for requests no form sends).
 */
describe('a form field typed past its limit', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    [
      'an e-mail address',
      emailSchema,
      `${long(250)}@example.com`,
      'An e-mail address can be at most 254 characters long',
    ],
    [
      'a first name',
      profileUpdateSchema,
      { ...profile, firstName: long(121) },
      'A name can be at most 120 characters long',
    ],
    [
      'a phone number',
      profileUpdateSchema,
      { ...profile, phone: '1'.repeat(31) },
      'A phone number can be at most 30 characters long',
    ],
    [
      'the e-mail that confirms a deletion',
      deleteAccountSchema,
      { email: long(255) },
      'An e-mail address can be at most 254 characters long',
    ],
    [
      'a contact message',
      contactMessageSchema,
      { name: 'Anna', email: 'anna@example.com', message: long(5001) },
      'A message can be at most 5,000 characters long',
    ],
    [
      'a contact name',
      contactMessageSchema,
      { name: long(121), email: 'a@example.com', message: 'Hi' },
      'A name can be at most 120 characters long',
    ],
    [
      "a hotel's website",
      hotelInputSchema,
      { ...hotel, website: `${long(500)}.de` },
      'A website address can be at most 500 characters long',
    ],
    [
      "a hotel's postal code",
      hotelInputSchema,
      { ...hotel, postalCode: '1'.repeat(21) },
      'Postal code is too long',
    ],
    [
      "a hotel's country",
      hotelInputSchema,
      { ...hotel, country: long(301) },
      'Please choose a country from the list',
    ],
  ])('%s', (_field, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const first = result.error!.issues[0]!.message;
    expect(first).toBe(message);
    const found = findSharedMessage(first);
    expect(found).toBeDefined();
    expect(sharedMessageTemplates().get(found!.id)).toBe(message);
  });
});
