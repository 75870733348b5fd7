import { describe, expect, it } from 'vitest';
import { emptyLocation } from './location-list';
import { isStepValid, nextStep, previousStep, resumeStep, stepNumber } from './wizard-rules';
import type { WizardValues } from './wizard-values';

const blank: WizardValues = {
  firstName: '',
  lastName: '',
  phone: '',
  hotelType: null,
  hotelName: '',
  hotelWebsite: '',
  locations: [],
  category: null,
  roomCount: '',
  planId: null,
};
const place = {
  ...emptyLocation('l1', 'Hotel Adler'),
  address: 'Hauptstr. 1',
  city: 'Berlin',
  country: 'DE',
};
const complete: WizardValues = {
  ...blank,
  firstName: 'Anna',
  lastName: 'Berg',
  hotelType: 'individual',
  hotelName: 'Hotel Adler',
  locations: [place],
  category: 'city',
};

describe('isStepValid', () => {
  it('needs a non-blank first and last name on the personal step', () => {
    expect(isStepValid('personal', blank)).toBe(false);
    expect(isStepValid('personal', { ...blank, firstName: 'Anna', lastName: '  ' })).toBe(false);
    expect(isStepValid('personal', { ...blank, firstName: 'Anna', lastName: 'Berg' })).toBe(true);
    // The phone is kept as typed: digits, spaces and a leading '+'; letters are refused.
    expect(isStepValid('personal', { ...complete, phone: '+49 8821 123456' })).toBe(true);
    expect(isStepValid('personal', { ...complete, phone: '030 123' })).toBe(true);
    expect(isStepValid('personal', { ...complete, phone: '030 abc' })).toBe(false);
    expect(isStepValid('personal', { ...complete, phone: '49+30' })).toBe(false);
  });

  it('needs a chain name for a chain, as the field is marked, but no name for an individual hotel', () => {
    const chain = { ...complete, hotelType: 'chain' as const };
    expect(isStepValid('hotel-type', { ...chain, hotelName: 'Alpen Hotels' })).toBe(true);
    expect(isStepValid('hotel-type', { ...chain, hotelName: '' })).toBe(false);
    expect(isStepValid('hotel-type', { ...chain, hotelName: '   ' })).toBe(false);
  });

  it('needs a hotel type on the hotel-type step; name and website are optional, the website must be valid', () => {
    expect(isStepValid('hotel-type', { ...complete, hotelType: null })).toBe(false);
    expect(isStepValid('hotel-type', { ...complete, hotelName: ' ' })).toBe(true);
    expect(isStepValid('hotel-type', complete)).toBe(true);
    expect(isStepValid('hotel-type', { ...complete, hotelWebsite: 'hotel-adler.de' })).toBe(true);
    expect(
      isStepValid('hotel-type', { ...complete, hotelWebsite: 'https://www.hotel-adler.de/en?x=1' }),
    ).toBe(true);
    for (const hotelWebsite of ['not a website', 'hotel adler.de', 'hoteladler', 'https://']) {
      expect(isStepValid('hotel-type', { ...complete, hotelWebsite })).toBe(false);
    }
  });

  it('needs at least one complete location on the location step; the postal code is optional', () => {
    expect(isStepValid('location', { ...complete, locations: [] })).toBe(false);
    expect(isStepValid('location', complete)).toBe(true);
    for (const field of ['name', 'address', 'city', 'country'] as const) {
      expect(isStepValid('location', { ...complete, locations: [{ ...place, [field]: ' ' }] })).toBe(false);
    }
  });

  it('lets a chain have several locations but an individual hotel exactly one', () => {
    const two = [place, { ...place, id: 'l2' }];
    expect(isStepValid('location', { ...complete, hotelType: 'chain', locations: two })).toBe(true);
    expect(isStepValid('location', { ...complete, hotelType: 'individual', locations: two })).toBe(false);
  });

  it('needs a category on the category step; import and subscription are always valid', () => {
    expect(isStepValid('category', blank)).toBe(false);
    expect(isStepValid('category', { ...blank, category: 'beach' })).toBe(true);
    expect(isStepValid('import', blank)).toBe(true);
    expect(isStepValid('subscription', blank)).toBe(true);
  });
});

describe('step order', () => {
  it('goes forward and back one step at a time', () => {
    expect(stepNumber('personal')).toBe(1);
    expect(stepNumber('subscription')).toBe(6);
    expect(nextStep('personal')).toBe('hotel-type');
    expect(nextStep('import')).toBe('subscription');
    expect(nextStep('subscription')).toBeNull();
    expect(previousStep('hotel-type')).toBe('personal');
    expect(previousStep('subscription')).toBe('import');
    expect(previousStep('personal')).toBeNull();
  });
});

describe('resumeStep', () => {
  it('resumes at the saved step when everything before it is complete', () => {
    expect(resumeStep('category', complete, false)).toBe('category');
    expect(resumeStep('subscription', complete, true)).toBe('subscription');
  });

  it('goes back to the first incomplete step before the saved one', () => {
    expect(resumeStep('location', { ...complete, lastName: '' }, false)).toBe('personal');
    expect(resumeStep('import', { ...complete, locations: [] }, true)).toBe('location');
  });

  it('goes back to the category step when the hotels were never created', () => {
    expect(resumeStep('import', complete, false)).toBe('category');
  });
});
