import { describe, expect, it } from 'vitest';
import { findSharedMessage, sharedMessageTemplates } from '../messages/registry';
import { onboardingDraftSchema } from './schemas';

const long = (length: number) => 'a'.repeat(length);
const location = { id: 'a', name: 'Alpenhof', address: 'Dorfstraße 1', city: 'Garmisch', country: 'DE' };

/**
 * The wizard saves its draft as the user goes: a value typed (or a location added) past a limit answers with the
 * text the final step's check gives for it, a shared text with an id, never zod's own 'Too big: ...'.
 */
describe('the onboarding draft past a limit', () => {
  it.each<[string, unknown, string, string]>([
    ['a hotel name', { hotelName: long(201) }, 'hotelName', 'Name is too long'],
    [
      'a website',
      { hotelWebsite: long(501) },
      'hotelWebsite',
      'A website address can be at most 500 characters long',
    ],
    [
      "a location's name",
      { locations: [{ ...location, name: long(201) }] },
      'locations.0.name',
      'Name is too long',
    ],
    [
      "a location's address",
      { locations: [{ ...location, address: long(301) }] },
      'locations.0.address',
      'Address is too long',
    ],
    [
      "a location's city",
      { locations: [{ ...location, city: long(301) }] },
      'locations.0.city',
      'City is too long',
    ],
    [
      "a location's country",
      { locations: [{ ...location, country: long(301) }] },
      'locations.0.country',
      'Please choose a country from the list',
    ],
    [
      "a location's postal code",
      { locations: [{ ...location, postalCode: '1'.repeat(21) }] },
      'locations.0.postalCode',
      'Postal code is too long',
    ],
    [
      'the number of locations',
      { locations: Array.from({ length: 51 }, (_, index) => ({ ...location, id: String(index) })) },
      'locations',
      'At most 50 locations at once',
    ],
  ])('%s', (_field, draft, path, message) => {
    const result = onboardingDraftSchema.safeParse(draft);
    expect(result.success).toBe(false);
    const [issue] = result.error!.issues;
    expect([issue!.path.join('.'), issue!.message]).toEqual([path, message]);
    const found = findSharedMessage(message);
    expect(found && sharedMessageTemplates().get(found.id)).toBe(message);
  });

  it('keeps values at their limits', () => {
    const draft = {
      hotelName: long(200),
      hotelWebsite: long(500),
      locations: [
        { ...location, name: long(200), address: long(300), city: long(300), postalCode: '1'.repeat(20) },
      ],
    };
    expect(onboardingDraftSchema.safeParse(draft).success).toBe(true);
  });
});
