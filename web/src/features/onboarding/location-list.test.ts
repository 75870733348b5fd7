import { describe, expect, it } from 'vitest';
import {
  canRemoveLocation,
  defaultLocationName,
  emptyLocation,
  locationsForLocationStep,
  removeLocation,
  updateLocation,
} from './location-list';
import type { WizardValues } from './wizard-values';

const values: WizardValues = {
  firstName: 'Anna',
  lastName: 'Berg',
  phone: '',
  hotelType: 'chain',
  hotelName: 'Alpen Hotels',
  hotelWebsite: '',
  locations: [],
  category: null,
  roomCount: '0',
  planId: null,
};
const ids = () => 'new-id';

describe('locationsForLocationStep', () => {
  it('adds one location named after the hotel when there is none', () => {
    expect(locationsForLocationStep(values, ids)).toEqual([emptyLocation('new-id', 'Alpen Hotels')]);
  });

  it("names the added location 'Main Location' when the hotel name is blank", () => {
    expect(defaultLocationName('   ')).toBe('Main Location');
    expect(locationsForLocationStep({ ...values, hotelName: '' }, ids)[0]?.name).toBe('Main Location');
  });

  it('keeps existing locations, and only the first for an individual hotel', () => {
    const two = [emptyLocation('a', 'A'), emptyLocation('b', 'B')];
    expect(locationsForLocationStep({ ...values, locations: two }, ids)).toEqual(two);
    expect(locationsForLocationStep({ ...values, hotelType: 'individual', locations: two }, ids)).toEqual([
      two[0],
    ]);
  });
});

describe('location list edits', () => {
  const two = [emptyLocation('a', 'A'), emptyLocation('b', 'B')];

  it('removes a location only while more than one exists', () => {
    expect(canRemoveLocation(two)).toBe(true);
    expect(removeLocation(two, 'a')).toEqual([two[1]]);
    const one = [emptyLocation('a', 'A')];
    expect(canRemoveLocation(one)).toBe(false);
    expect(removeLocation(one, 'a')).toEqual(one);
  });

  it('changes only the location with the given id', () => {
    expect(updateLocation(two, 'b', { city: 'Wien' })).toEqual([two[0], { ...two[1], city: 'Wien' }]);
  });
});
