import { describe, expect, it } from 'vitest';
import type { ListingFacility } from '../../integrations/booking/listing';
import { generalSubcategoryId, matchFacilities, type KnownFeature } from './facility-match';

const feature = (id: string, name: string, subcategoryId: string): KnownFeature => ({
  id,
  name,
  subcategoryId,
});

/** A small catalogue in catalogue order; 'most-popular' is the catalogue's cross-cutting list. */
const catalogue = [
  feature('popular-wifi', 'Free WiFi everywhere', 'most-popular'),
  feature('popular-parking', 'Free parking', 'most-popular'),
  feature('free-wifi', 'Free WiFi', 'internet'),
  feature('wifi-all', 'WiFi available in all areas', 'internet'),
  feature('wifi', 'WiFi', 'internet'),
  feature('private-parking', 'Private parking', 'parking'),
  feature('garage', 'Parking garage', 'parking'),
  feature('tv', 'Flat-screen TV', 'media'),
  feature('barbecue', 'Barbecue facilities', 'outdoor'),
  feature('bar', 'Bar', 'food-drink'),
  feature('restaurant', 'Restaurant', 'food-drink'),
  feature('coffee', 'Coffee house on site', 'food-drink'),
  feature('snack-bar', 'Snack bar', 'food-drink'),
  feature('spa-centre', 'Spa and wellness centre', 'wellness'),
  feature('lift-access', 'Lift access to all floors', 'accessibility'),
  feature('sauna', 'Sauna', 'wellness'),
];
const own = [
  feature('own-cinema', 'Rooftop cinema', 'activities'),
  feature('own-restaurant', 'Restaurant', 'food-drink'),
];

const facility = (title: string, groupId: string | null = null): ListingFacility => ({ title, groupId });
const matchedIds = (...facilities: ListingFacility[]) =>
  matchFacilities(facilities, catalogue, own).matched.map((match) => match.featureId);

describe('matching a title to a feature', () => {
  it('prefers a catalogue name equal to the title, case-insensitively, over an earlier one containing it', () => {
    expect(matchedIds(facility('wifi'))).toEqual(['wifi']);
    expect(matchedIds(facility('FREE WIFI'))).toEqual(['free-wifi']);
  });

  it("takes the catalogue's entry over the hotel's own entry of the same name", () => {
    expect(matchedIds(facility('Restaurant'))).toEqual(['restaurant']);
  });

  it("matches the hotel's own entries by their exact name only", () => {
    const result = matchFacilities([facility('rooftop CINEMA'), facility('Cinema')], catalogue, own);
    expect(result.matched).toEqual([{ title: 'rooftop CINEMA', featureId: 'own-cinema' }]);
    expect(result.added.map((added) => added.title)).toEqual(['Cinema']);
  });

  it("matches the hotel's own entry exactly before a catalogue name that contains the title", () => {
    const ownGarden = [feature('own-garden', 'Garden', 'outdoor')];
    const withGardenView = [...catalogue, feature('garden-view', 'Garden view', 'views')];
    expect(matchFacilities([facility('Garden')], withGardenView, ownGarden).matched).toEqual([
      { title: 'Garden', featureId: 'own-garden' },
    ]);
  });

  it('takes the first catalogue name in catalogue order that contains the title', () => {
    expect(matchedIds(facility('parking'))).toEqual(['popular-parking']);
    expect(matchedIds(facility('Coffee house'))).toEqual(['coffee']);
    expect(matchedIds(facility('WiFi available'))).toEqual(['wifi-all']);
  });

  it('matches a title shorter than 4 characters only exactly', () => {
    const result = matchFacilities([facility('TV'), facility('Bar'), facility('Spa')], catalogue, own);
    expect(result.matched).toEqual([{ title: 'Bar', featureId: 'bar' }]);
    expect(result.added.map((added) => added.title)).toEqual(['TV', 'Spa']);
  });

  it('lets a title of 4 characters be found inside a name', () => {
    expect(matchedIds(facility('Lift'))).toEqual(['lift-access']);
  });

  it('matches no feature twice: a later title for the same feature is neither matched nor added', () => {
    const result = matchFacilities(
      [facility('WiFi available'), facility('WiFi available in all areas'), facility('Sauna')],
      catalogue,
      own,
    );
    expect(result.matched).toEqual([
      { title: 'WiFi available', featureId: 'wifi-all' },
      { title: 'Sauna', featureId: 'sauna' },
    ]);
    expect(result.added).toEqual([]);
  });
});

describe('placing a title found nowhere', () => {
  it('puts it where most of its group were matched', () => {
    const result = matchFacilities(
      [
        facility('Sauna', '7'),
        facility('Restaurant', '7'),
        facility('Bar', '7'),
        facility('Vending machine (drinks)', '7'),
      ],
      catalogue,
      own,
    );
    expect(result.added).toEqual([{ title: 'Vending machine (drinks)', subcategoryId: 'food-drink' }]);
  });

  it("leaves 'most-popular' out of the count: it says nothing about the kind of a facility", () => {
    const result = matchFacilities(
      [
        facility('Free WiFi everywhere', '11'),
        facility('Free parking', '11'),
        facility('WiFi', '11'),
        facility('Wired internet in rooms', '11'),
      ],
      catalogue,
      own,
    );
    expect(result.matched.map((match) => match.featureId)).toEqual([
      'popular-wifi',
      'popular-parking',
      'wifi',
    ]);
    expect(result.added).toEqual([{ title: 'Wired internet in rooms', subcategoryId: 'internet' }]);
  });

  it('takes the first seen subcategory when a group is split evenly', () => {
    const result = matchFacilities(
      [facility('Sauna', '3'), facility('Bar', '3'), facility('Hammam', '3')],
      catalogue,
      own,
    );
    expect(result.added).toEqual([{ title: 'Hammam', subcategoryId: 'wellness' }]);
  });

  it('puts it under General when it has no group', () => {
    const result = matchFacilities(
      [facility('Restaurant', '7'), facility('Art gallery', null)],
      catalogue,
      own,
    );
    expect(result.added).toEqual([{ title: 'Art gallery', subcategoryId: generalSubcategoryId }]);
    expect(generalSubcategoryId).toBe('general');
  });

  it('puts it under General when no sibling of its group was matched, or only in most-popular', () => {
    const result = matchFacilities(
      [
        facility('Restaurant', '7'),
        facility('Bicycle rental', '2'),
        facility('Walking tours', '2'),
        facility('Free parking', '16'),
        facility('Valet service', '16'),
      ],
      catalogue,
      own,
    );
    expect(result.added).toEqual([
      { title: 'Bicycle rental', subcategoryId: generalSubcategoryId },
      { title: 'Walking tours', subcategoryId: generalSubcategoryId },
      { title: 'Valet service', subcategoryId: generalSubcategoryId },
    ]);
  });

  it("counts the group of the hotel's own entries that were matched", () => {
    const result = matchFacilities(
      [facility('Rooftop cinema', '2'), facility('Open-air concerts', '2')],
      catalogue,
      own,
    );
    expect(result.added).toEqual([{ title: 'Open-air concerts', subcategoryId: 'activities' }]);
  });
});

it('answers nothing for no facilities', () => {
  expect(matchFacilities([], catalogue, own)).toEqual({ matched: [], added: [] });
});
