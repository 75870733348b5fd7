import { describe, expect, it } from 'vitest';
import {
  chosenPlanId,
  draftFromValues,
  hotelsInputFromValues,
  suggestingRoomCount,
  valuesFromDraft,
} from './wizard-values';

const draft = {
  hotelType: 'chain' as const,
  hotelName: 'Alpen Hotels',
  hotelWebsite: 'alpen.example',
  category: 'mountain' as const,
  roomCount: 120,
  locations: [{ id: 'l1', name: 'Alpen Hotels', address: 'Weg 1', city: 'Innsbruck', country: 'AT' }],
};
const profile = { firstName: 'Anna', lastName: 'Berg', phone: '+49301234' };

describe('wizard values', () => {
  it('suggests from a valid room count only', () => {
    expect(suggestingRoomCount('')).toBe(0);
    expect(suggestingRoomCount('120')).toBe(120);
    expect(suggestingRoomCount('-5')).toBe(0);
    expect(suggestingRoomCount('12a')).toBe(0);
  });

  it('keeps the phone as stored and an empty room count as none', () => {
    const values = valuesFromDraft({}, profile, null);
    expect(values.phone).toBe('+49301234');
    expect(values.roomCount).toBe('');
    expect(draftFromValues(values).roomCount).toBeNull();
  });

  it('saves no refused room count, so the last valid one stays on the hotel', () => {
    const values = valuesFromDraft(draft, profile, null);
    expect('roomCount' in draftFromValues({ ...values, roomCount: '-3' })).toBe(false);
    expect(draftFromValues({ ...values, roomCount: ' 80 ' }).roomCount).toBe(80);
  });

  it('reads countries of earlier drafts, kept as names, as their codes', () => {
    const location = (country: string) => ({ ...draft.locations[0]!, country });
    const values = valuesFromDraft(
      { ...draft, locations: [location('Österreich'), location('Atlantis')] },
      profile,
      null,
    );
    expect(values.locations.map((entry) => entry.country)).toEqual(['AT', '']);
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
          country: 'AT',
          postalCode: undefined,
        },
      ],
    });
  });
});
