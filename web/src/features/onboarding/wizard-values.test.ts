import { describe, expect, it } from 'vitest';
import {
  chosenPlanId,
  digitsOnly,
  draftFromValues,
  hotelsInputFromValues,
  parseRoomCount,
  valuesFromDraft,
} from './wizard-values';

const draft = {
  hotelType: 'chain' as const,
  hotelName: 'Alpen Hotels',
  hotelWebsite: 'alpen.example',
  category: 'mountain' as const,
  roomCount: 120,
  locations: [{ id: 'l1', name: 'Alpen Hotels', address: 'Weg 1', city: 'Innsbruck', country: 'Austria' }],
};
const profile = { firstName: 'Anna', lastName: 'Berg', phone: '0301234' };

describe('wizard values', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('+49 (30) 123-45')).toBe('493012345');
    expect(parseRoomCount('')).toBe(0);
    expect(parseRoomCount('120')).toBe(120);
  });

  it('starts from the saved draft and the profile, and round-trips the draft', () => {
    const values = valuesFromDraft(draft, profile, null);
    expect(values).toMatchObject({
      firstName: 'Anna',
      hotelName: 'Alpen Hotels',
      roomCount: '120',
      planId: null,
    });
    expect(values.locations[0]?.postalCode).toBe('');
    expect(draftFromValues(values)).toEqual(draft);
  });

  it('pre-selects a purchasable pending plan over the room-count plan', () => {
    expect(chosenPlanId(valuesFromDraft(draft, profile, null))).toBe('tier_150');
    expect(chosenPlanId(valuesFromDraft(draft, profile, 'tier_unlimited'))).toBe('tier_unlimited');
    expect(chosenPlanId(valuesFromDraft(draft, profile, 'contact_sales'))).toBe('tier_150');
    expect(chosenPlanId(valuesFromDraft({}, undefined, null))).toBe('tier_50');
  });

  it('sends trimmed hotels with the website normalised and blank postal codes left out', () => {
    const values = valuesFromDraft(draft, profile, null);
    expect(hotelsInputFromValues(values)).toEqual({
      hotelType: 'chain',
      hotelName: 'Alpen Hotels',
      hotelWebsite: 'https://alpen.example',
      category: 'mountain',
      locations: [
        {
          name: 'Alpen Hotels',
          address: 'Weg 1',
          city: 'Innsbruck',
          country: 'Austria',
          postalCode: undefined,
        },
      ],
    });
  });
});
